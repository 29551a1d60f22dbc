import { PHONETIC } from '../../conversation/language/lexicon';
import { claim, type Ctx } from './context';

/**
 * docs/product/simulation-judge.md (key phrases): words a transmission must carry besides its
 * values. Clearances of one group contradict each other ("cleared to land" is not "cleared for
 * takeoff"); a prompt asks for what is missing without saying it.
 */
export type KeyPhrase = { id: string; re: RegExp; text: string; group?: 'clearance'; prompt: string };

export const KEY_PHRASES: KeyPhrase[] = [
  {
    id: 'takeoff',
    re: /\bcleared (for )?(an? )?(immediate )?take ?off\b/,
    text: 'cleared for takeoff',
    group: 'clearance',
    prompt: 'read back the clearance',
  },
  {
    id: 'land',
    re: /\bcleared (to )?land\b/,
    text: 'cleared to land',
    group: 'clearance',
    prompt: 'read back the clearance',
  },
  {
    id: 'option',
    re: /\bcleared (for )?(the )?option\b/,
    text: 'cleared for the option',
    group: 'clearance',
    prompt: 'read back the clearance',
  },
  {
    id: 'touch_and_go',
    re: /\bcleared (for )?(a )?touch (and |n )?go\b/,
    text: 'cleared touch and go',
    group: 'clearance',
    prompt: 'read back the clearance',
  },
  {
    id: 'line_up',
    re: /\b(line up and wait|position and hold)\b/,
    text: 'line up and wait',
    group: 'clearance',
    prompt: 'read back the clearance',
  },
  { id: 'go_around', re: /\bgo(ing)? around\b/, text: 'going around', prompt: 'say intentions' },
  {
    id: 'traffic',
    re: /\btraffic (in ?sight)\b/,
    text: 'traffic in sight',
    prompt: 'say again, do you have the traffic',
  },
  { id: 'mayday', re: /\bmayday\b/, text: 'mayday', prompt: 'say nature of emergency' },
  { id: 'pan', re: /\bpan ?pan\b/, text: 'pan pan', prompt: 'say nature of emergency' },
  { id: 'unable', re: /\bunable\b/, text: 'unable', prompt: 'say intentions' },
];

/** Words that give the ATIS code: "information Bravo", "with Bravo", "have Bravo". */
const ATIS_CUES = new Set(['information', 'info', 'atis', 'with', 'have']);
export const ATIS_PROMPT = 'say the ATIS information you have';

/** Word index of a character offset in the space-joined normalised words. */
const wordIndex = (joined: string, at: number) => joined.slice(0, at).split(' ').length - 1;

/** Marks every token lying on the matched words as used, and records the phrase. */
function claimWords(ctx: Ctx, from: number, to: number, value: string): void {
  const tokens = ctx.tokens.flatMap((t, i) => (t.start >= from && t.end <= to ? [i] : []));
  const found = claim(ctx, { kind: 'phrase', value, tokens });
  found.words = ctx.words.slice(from, to + 1).map((w) => w.replace(/^[^\w]+|[^\w]+$/g, ''));
}

/** Key phrases and the ATIS code ("with information Bravo" → "information B"). */
export function extractPhrases(ctx: Ctx): void {
  const joined = ctx.norm.join(' ');
  for (const p of KEY_PHRASES) {
    const m = p.re.exec(joined);
    if (!m) continue;
    const from = wordIndex(joined, m.index);
    claimWords(ctx, from, wordIndex(joined, m.index + m[0].length - 1), p.text);
  }
  ctx.norm.forEach((cue, i) => {
    const word = ctx.norm[i + 1] ?? '';
    const letter = PHONETIC[word] ?? (cue !== 'with' && cue !== 'have' && /^[a-z]$/.test(word) ? word : null);
    if (!ATIS_CUES.has(cue) || !letter) return;
    claimWords(ctx, i, i + 1, `information ${letter.toUpperCase()}`);
  });
}

export const phraseByText = (text: string) => KEY_PHRASES.find((p) => p.text === text);
