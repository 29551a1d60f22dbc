import { describe, expect, it } from 'vitest';
import { confidenceFrom, parseFinal } from './confidence';

describe('offline confidence', () => {
  it('is high for words that fit the audio and sit in phrases', () => {
    expect(confidenceFrom(-3.4, 0)).toBeGreaterThan(0.95);
    expect(confidenceFrom(-4.1, 10.4)).toBeGreaterThan(0.6);
  });

  it('falls under the conversation floor for free words or a poor acoustic fit', () => {
    expect(confidenceFrom(-6.4, 35)).toBeLessThan(0.05); // speech about coffee
    expect(confidenceFrom(-1.8, 52)).toBeLessThan(0.01); // noise heard as one free word
    expect(confidenceFrom(-6.8, 0)).toBeLessThan(0.45); // in-phrase words that fit badly
  });

  it('is 0 when nothing was heard', () => {
    expect(confidenceFrom(Number.NaN, Number.NaN)).toBe(0);
  });

  it("reads wilco-ps's final frame", () => {
    const frame = Buffer.alloc(8);
    frame.writeFloatLE(-3.4, 0);
    frame.writeFloatLE(0, 4);
    const parsed = parseFinal(Buffer.concat([frame, Buffer.from('wilco')]));
    expect(parsed.text).toBe('wilco');
    expect(parsed.confidence).toBeGreaterThan(0.95);
    expect(parseFinal(Buffer.alloc(0))).toEqual({ text: '', confidence: 0 });
  });
});
