import type { DraftIssue } from './authoring.schemas';
import type { ScriptTurnInput } from './script.schemas';

type CheckedTurn = Pick<ScriptTurnInput, 'input' | 'output' | 'output_variations' | 'variations'> & {
  options?: { terminate?: boolean | undefined; emojiAER?: boolean | undefined };
};
export type CheckedDraft = { outbound: boolean; script_turns: CheckedTurn[] };

const DIGIT_WORDS =
  'zero|one|two|three|four|five|six|seven|eight|niner|nine|tree|fife|hundred|thousand|decimal|point';
const PHONETIC =
  'alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|x-ray|xray|yankee|zulu';
const PHRASES =
  'wilco|roger|affirmative|negative|unable|hold short|holding short|cleared|runway|heading|squawk|altimeter|taxi|contact|frequency|climb|descend|maintain|report|line up|go around|mayday|pan-pan|pan pan|ident|traffic';
const CHECKABLE = new RegExp(`\\d|\\b(${DIGIT_WORDS}|${PHONETIC}|${PHRASES})\\b`, 'i');

/**
 * docs/product/scenario-builder.md, "Validation": a conservative stand-in for the judge's elements
 * (simulation-judge.md, "Elements") that runs while the author types. It only says "nothing to check"
 * when the text has no number, spelled letter or radio phrase at all; the server's check runs the
 * judge itself.
 */
export function hasCheckableElement(text: string): boolean {
  return CHECKABLE.test(text);
}

const TENS =
  'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const CONTEXT = 'runway|heading|squawk|altimeter|level|point|frequency|on|code';
const TENS_AFTER_CONTEXT = new RegExp(`\\b(${CONTEXT})\\s+(?:\\w+\\s+)?((?:${TENS})(?:-\\w+)?)\\b`, 'i');
const TENS_BEFORE_MAGNITUDE = new RegExp(`\\b((?:${TENS})(?:-\\w+)?)\\s+(thousand|hundred)\\b`, 'i');
const NINE = /\bnine\b/i;
const DIGITS_AFTER_CONTEXT = new RegExp(`\\b(${CONTEXT}|flight level|fl)\\s+\\d`, 'i');

/**
 * docs/product/scenario-builder.md, "Validation": numbers as controllers say them, digit by digit
 * ("runway one niner", "one two thousand"), with "niner" for 9. A caller line is spoken by the
 * caller's voice, which reads "19" as "nineteen", so figures after a runway, heading, squawk or
 * frequency are flagged there too.
 */
export function numberFormProblems(text: string, spoken: boolean): string[] {
  const found: string[] = [];
  const tens = TENS_AFTER_CONTEXT.exec(text);
  if (tens) found.push(`"${tens[1]} ${tens[2]}": controllers say each digit ("one niner", not "nineteen")`);
  const magnitude = TENS_BEFORE_MAGNITUDE.exec(text);
  if (magnitude)
    found.push(`"${magnitude[1]} ${magnitude[2]}": say the thousands digit by digit ("one two thousand")`);
  if (NINE.test(text)) found.push('Say "niner" for the digit 9');
  if (spoken) {
    const digits = DIGITS_AFTER_CONTEXT.exec(text);
    if (digits)
      found.push(
        `"${digits[0]}…": write the figures as spoken words so the caller's voice says them digit by digit`,
      );
  }
  return found;
}

const issue = (
  code: DraftIssue['code'],
  severity: DraftIssue['severity'],
  turn: number | null,
  field: string,
  message: string,
): DraftIssue => ({ code, severity, turn, field, message });

/** docs/product/scenario-builder.md, "Validation": the checks of one turn. */
export function checkTurn(turn: CheckedTurn, order: number, outbound: boolean): DraftIssue[] {
  const out: DraftIssue[] = [];
  if (!turn.input.trim())
    out.push(issue('empty_input', 'error', order, 'input', 'Write what the learner must say'));
  else if (!hasCheckableElement(turn.input))
    out.push(
      issue(
        'no_checkable_element',
        'warning',
        order,
        'input',
        'Nothing here can be checked (no callsign, number or radio phrase): any reply will be accepted',
      ),
    );
  // docs/product/simulations.md, "Flow of a call": in an inbound call every turn opens with the caller's line.
  if (!outbound && !turn.output.trim())
    out.push(
      issue(
        'empty_output',
        'error',
        order,
        'output',
        'The caller speaks first in an inbound call: write the line',
      ),
    );
  for (const p of numberFormProblems(turn.input, false))
    out.push(issue('number_form', 'warning', order, 'input', p));
  for (const v of turn.variations)
    for (const p of numberFormProblems(v, false))
      out.push(issue('number_form', 'warning', order, 'variations', p));
  for (const p of numberFormProblems(turn.output, true))
    out.push(issue('number_form', 'warning', order, 'output', p));
  for (const v of turn.output_variations)
    for (const p of numberFormProblems(v, true))
      out.push(issue('number_form', 'warning', order, 'output_variations', p));
  return out;
}

/**
 * docs/product/scenario-builder.md, "Validation": every rule that needs no server, so the editor shows
 * them as the author types; errors stop a publish, warnings do not.
 */
export function checkDraft(draft: CheckedDraft): DraftIssue[] {
  const turns = draft.script_turns;
  if (!turns.length)
    return [
      issue(
        'no_turns',
        'error',
        null,
        'script_turns',
        'Add at least one turn: a scenario without turns cannot be played',
      ),
    ];
  const out: DraftIssue[] = [];
  const ender = turns.findIndex((t) => t.options?.terminate === true);
  for (const [i, turn] of turns.entries()) {
    if (ender >= 0 && i > ender) {
      out.push(
        issue('unreachable', 'warning', i + 1, 'options', `Never played: turn ${ender + 1} ends the call`),
      );
      continue;
    }
    out.push(...checkTurn(turn, i + 1, draft.outbound));
  }
  return out;
}

export const hasErrors = (issues: DraftIssue[]) => issues.some((i) => i.severity === 'error');

/** The turns a call plays: the list up to and including the first turn that ends the call. */
export function playableTurns<T extends CheckedTurn>(turns: T[]): T[] {
  const ender = turns.findIndex((t) => t.options?.terminate === true);
  return ender < 0 ? turns : turns.slice(0, ender + 1);
}
