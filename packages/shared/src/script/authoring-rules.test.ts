import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  hasCheckableElement,
  hasErrors,
  numberFormProblems,
  playableTurns,
} from './authoring-rules';
import { bumpVersion, canPublish, moveRefusal, nextVersion } from './lifecycle';

const turn = (input: string, output = '', terminate?: boolean) => ({
  input,
  output,
  variations: [],
  output_variations: [],
  options: terminate === undefined ? {} : { terminate },
});

describe('authoring rules', () => {
  it('finds something to check in callsigns, numbers and radio phrases only', () => {
    expect(hasCheckableElement('Cessna One Two Three Four Five, ready to taxi')).toBe(true);
    expect(hasCheckableElement('Wilco')).toBe(true);
    expect(hasCheckableElement('Runway 19')).toBe(true);
    expect(hasCheckableElement('Good morning, how are you today?')).toBe(false);
  });

  it('flags numbers that are not said the way controllers say them', () => {
    expect(numberFormProblems('Runway one niner, cleared for takeoff', true)).toEqual([]);
    expect(numberFormProblems('Climb and maintain one two thousand', true)).toEqual([]);
    expect(numberFormProblems('Runway nineteen, cleared to land', false)[0]).toMatch(/one niner/);
    expect(numberFormProblems('Maintain twelve thousand', false)[0]).toMatch(/one two thousand/);
    expect(numberFormProblems('Squawk four five nine one', false)).toEqual(['Say "niner" for the digit 9']);
    // Figures are fine in what the learner says (the judge reads them) but not in a spoken caller line.
    expect(numberFormProblems('Runway 19', false)).toEqual([]);
    expect(numberFormProblems('Runway 19, taxi via Alpha', true)[0]).toMatch(/spoken words/);
  });

  it('checks a draft: empty inputs and inbound empty outputs are errors, unreachable turns warnings', () => {
    const outbound = checkDraft({
      outbound: true,
      script_turns: [turn('Ground, Cessna One Two Three, ready to taxi', ''), turn('Hello there')],
    });
    expect(outbound).toEqual([
      expect.objectContaining({ code: 'no_checkable_element', turn: 2, severity: 'warning' }),
    ]);
    expect(hasErrors(outbound)).toBe(false);

    const inbound = checkDraft({ outbound: false, script_turns: [turn('Wilco, Cessna One Two Three', '')] });
    expect(inbound).toEqual([expect.objectContaining({ code: 'empty_output', turn: 1, severity: 'error' })]);

    const ended = checkDraft({
      outbound: true,
      script_turns: [turn('Wilco', 'Bye', true), turn(''), turn('Roger')],
    });
    expect(ended.map((i) => [i.code, i.turn])).toEqual([
      ['unreachable', 2],
      ['unreachable', 3],
    ]);
    expect(playableTurns([turn('a', '', false), turn('b', '', true), turn('c')]).map((t) => t.input)).toEqual(
      ['a', 'b'],
    );
    expect(checkDraft({ outbound: true, script_turns: [] })[0]).toMatchObject({
      code: 'no_turns',
      severity: 'error',
    });
    expect(checkDraft({ outbound: true, script_turns: [turn('   ', 'x')] }).map((i) => i.code)).toEqual([
      'empty_input',
    ]);
  });
});

describe('lifecycle', () => {
  it('moves draft → review → published → archived, and refuses the rest with a reason', () => {
    expect(moveRefusal('draft', 'review')).toBeNull();
    expect(moveRefusal('review', 'draft')).toBeNull();
    expect(moveRefusal('published', 'archived')).toBeNull();
    expect(moveRefusal('archived', 'draft')).toBeNull();
    expect(moveRefusal('draft', 'published')).toMatch(/review or archived/);
    expect(moveRefusal('published', 'draft')).toMatch(/not to draft/);
    expect(canPublish('review')).toBe(true);
    expect(canPublish('published')).toBe(true);
    expect(canPublish('draft')).toBe(false);
  });

  it('bumps semantic versions; the first publish keeps the draft version', () => {
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(nextVersion('1.0.0', null, 'minor')).toBe('1.0.0');
    expect(nextVersion('1.0.0', '1.0.0', 'minor')).toBe('1.1.0');
  });
});
