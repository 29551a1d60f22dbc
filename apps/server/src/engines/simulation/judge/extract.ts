import { extractBareCallsigns, extractCallsigns } from './callsign';
import { newCtx, type Found, type Prepared } from './context';
import { extractAltimeters, extractAltitudes, extractFrequencies } from './numbers';
import { extractPhrases } from './phrases';
import { extractFixes, extractTaxiRoutes } from './route';
import {
  extractBareSquawks,
  extractHeadings,
  extractHoldShort,
  extractRunways,
  extractSquawks,
} from './values';

/**
 * docs/product/simulation-judge.md (elements): the values of one transmission, most specific
 * first, each token used by one element only ("hold short of runway 33" is not also a runway).
 * The same extraction reads the expected transmission and what was heard.
 */
export function extractElements(p: Prepared): { found: Found[]; claimed: Set<number> } {
  const ctx = newCtx(p);
  extractCallsigns(ctx);
  extractPhrases(ctx);
  extractHoldShort(ctx);
  extractRunways(ctx);
  extractHeadings(ctx);
  extractSquawks(ctx);
  extractTaxiRoutes(ctx);
  extractFrequencies(ctx);
  extractAltitudes(ctx);
  extractAltimeters(ctx);
  extractBareSquawks(ctx);
  extractBareCallsigns(ctx);
  extractFixes(ctx);
  const first = (f: Found) => Math.min(...f.tokens.map((t) => p.tokens[t]!.start));
  ctx.found.sort((a, b) => first(a) - first(b));
  return { found: ctx.found, claimed: ctx.claimed };
}
