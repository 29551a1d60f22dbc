import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellDigits } from '../../conversation/language/spell';
import { judgeTransmission, type JudgeTurn } from './index';
import { speakAltitude } from './speak';

type Clearance = {
  runway: number;
  side: string;
  altitude: number;
  heading: number;
  squawk: string;
  khz: number;
};

const clearance = fc.record({
  runway: fc.integer({ min: 1, max: 36 }),
  side: fc.constantFrom('', 'left', 'right'),
  altitude: fc.integer({ min: 10, max: 170 }).map((h) => h * 100),
  heading: fc.integer({ min: 1, max: 360 }),
  squawk: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 4, maxLength: 4 }).map((d) => d.join('')),
  khz: fc.integer({ min: 4720, max: 5479 }).map((k) => k * 25),
});

const mhz = (khz: number) => (khz / 1000).toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0');

/** A clearance readback as a recogniser would write it: no punctuation, ICAO or plain digits. */
function spoken(c: Clearance, icao: boolean): string {
  return [
    `runway ${spellDigits(String(c.runway), icao)} ${c.side}`,
    `climb and maintain ${speakAltitude(String(c.altitude))}`,
    `heading ${spellDigits(String(c.heading).padStart(3, '0'), icao)}`,
    `contact departure ${spellDigits(mhz(c.khz), icao)}`,
    `squawk ${spellDigits(c.squawk, icao)}`,
    'cessna one two three four five',
  ].join(' ');
}

function typed(c: Clearance): string {
  const side = { '': '', left: 'L', right: 'R' }[c.side];
  return `Runway ${c.runway}${side}, climb and maintain ${c.altitude}, heading ${String(c.heading).padStart(3, '0')}, contact departure ${mhz(c.khz)}, squawk ${c.squawk}, Cessna 12345.`;
}

const turnOf = (c: Clearance): JudgeTurn => ({
  input: typed(c),
  variations: [],
  output: '',
  output_variations: [],
  flag: 'Normal',
  response_type: 'Normal',
});
const opts = { confidence: null, minConfidence: 0.5 };

describe('judge (property)', () => {
  it('accepts every clearance read back spoken, in ICAO or plain digits', () => {
    fc.assert(
      fc.property(clearance, fc.boolean(), (c, icao) => {
        const j = judgeTransmission(turnOf(c), spoken(c, icao), opts);
        expect(j.elements.map((e) => e.kind)).toEqual([
          'runway',
          'altitude',
          'heading',
          'frequency',
          'squawk',
          'callsign',
        ]);
        expect(j.verdict).toBe('accepted');
      }),
    );
  });

  it('never accepts a readback with one value changed, and names the right value', () => {
    fc.assert(
      fc.property(clearance, fc.constantFrom('runway', 'altitude', 'heading', 'squawk', 'khz'), (c, key) => {
        const changed = { ...c };
        if (key === 'runway') changed.runway = c.runway === 36 ? 35 : c.runway + 1;
        if (key === 'altitude') changed.altitude = c.altitude === 17000 ? 16000 : c.altitude + 1000;
        if (key === 'heading') changed.heading = c.heading > 350 ? c.heading - 10 : c.heading + 10;
        if (key === 'squawk') changed.squawk = `${c.squawk.slice(0, 3)}${(Number(c.squawk[3]) + 1) % 8}`;
        if (key === 'khz') changed.khz = c.khz === 136_975 ? 136_950 : c.khz + 25;
        const j = judgeTransmission(turnOf(c), spoken(changed, false), opts);
        expect(j.verdict).toBe('corrected');
        expect(j.reply).toMatch(/^Cessna 12345, negative, /);
      }),
    );
  });
});
