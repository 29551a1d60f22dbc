import { describe, expect, it } from 'vitest';
import type { Found } from './context';
import { correctionReply, promptFor, promptReply, sayAgainReply } from './reply';
import { speakAltitude, speakElement } from './speak';

const el = (kind: Found['kind'], value: string, lead?: string): Found => ({
  kind,
  value,
  lead,
  tokens: [],
  words: [],
});

describe('speakElement: values the way a controller says them', () => {
  it.each([
    [el('runway', '27L'), 'runway two seven left'],
    [el('runway', '9'), 'runway niner'],
    [el('hold_short', 'runway 33'), 'hold short of runway three three'],
    [el('hold_short', 'taxiway B'), 'hold short of taxiway bravo'],
    [el('taxiway', 'A C3'), 'taxi via alpha, charlie three'],
    [el('altitude', '4500', 'climb and maintain'), 'climb and maintain four thousand five hundred'],
    [el('altitude', '11000'), 'one one thousand'],
    [el('altitude', 'FL240', 'descend and maintain'), 'descend and maintain flight level two four zero'],
    [el('heading', 'left 090'), 'turn left heading zero niner zero'],
    [el('heading', '270'), 'heading two seven zero'],
    [el('frequency', '121.725'), 'one two one point seven two five'],
    [el('squawk', '0421'), 'squawk zero four two one'],
    [el('altimeter', '29.92'), 'altimeter two niner niner two'],
    [el('callsign', 'Cessna 12345'), 'Cessna one two three four five'],
    [el('callsign', 'N123AB'), 'November one two three alpha bravo'],
    [el('fix', 'SHAKY', 'direct'), 'direct SHAKY'],
    [el('phrase', 'cleared to land'), 'cleared to land'],
    [el('phrase', 'information C'), 'information charlie'],
  ])('%o → %s', (f, text) => {
    expect(speakElement(f)).toBe(text);
  });

  it('speaks altitudes below one thousand and round thousands', () => {
    expect(speakAltitude('800')).toBe('eight hundred');
    expect(speakAltitude('3000')).toBe('three thousand');
  });
});

describe('replies', () => {
  it('puts the callsign first, then negative, then every corrected value', () => {
    expect(correctionReply([el('runway', '27'), el('squawk', '4213')], [], 'Cessna 345')).toBe(
      'Cessna 345, negative, runway two seven, squawk four two one three.',
    );
    expect(correctionReply([el('callsign', 'Cessna 12345')], [], null)).toBe(
      'Negative, callsign Cessna one two three four five.',
    );
  });

  it('ignores an authored negative that lacks the corrected value', () => {
    expect(
      correctionReply([el('runway', '27')], ['Cessna 345, negative, runway two six.'], 'Cessna 345'),
    ).toBe('Cessna 345, negative, runway two seven.');
  });

  it('asks for a missing hold short alone, first, and never gives a tested value', () => {
    expect(promptReply([el('altitude', '4500'), el('hold_short', 'runway 33')], [], 'Cessna 345')).toBe(
      'Cessna 345, read back hold short instructions.',
    );
    const prompts = (
      [
        'callsign',
        'runway',
        'taxiway',
        'altitude',
        'heading',
        'frequency',
        'squawk',
        'altimeter',
        'fix',
      ] as const
    ).map((kind) => promptFor(el(kind, '27')));
    for (const p of prompts) expect(p).not.toMatch(/\d|two|seven/);
    expect(promptFor(el('phrase', 'information B'))).toBe('say the ATIS information you have');
    expect(promptFor(el('phrase', 'mayday'))).toBe('say nature of emergency');
  });

  it('says again to the callsign, else to whoever called the station', () => {
    expect(sayAgainReply('Cessna 345', 'Lakeview Approach')).toBe('Cessna 345, say again.');
    expect(sayAgainReply(null, 'Lakeview Approach')).toBe('Station calling Lakeview Approach, say again.');
    expect(sayAgainReply(null, null)).toBe('Say again.');
  });
});
