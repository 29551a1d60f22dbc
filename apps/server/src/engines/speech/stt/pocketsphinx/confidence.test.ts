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

  // docs/decisions/030-robust-offline-stt.md: the adapted model fits speech better, misheard answers
  // included, so its fit has its own centre.
  it('rates the adapted model by its own fit, and the stock model as before', () => {
    expect(confidenceFrom(-6.4, 35)).toBe(confidenceFrom(-6.4, 35, 'stock'));
    expect(confidenceFrom(-6.2, 0, 'stock')).toBeCloseTo(0.5, 1);
    expect(confidenceFrom(-5.8, 0, 'adapted')).toBeCloseTo(0.5, 1);
    // A typical right answer of the adapted model (median fit on the tuning part ≈ −3.8) stays sure.
    expect(confidenceFrom(-3.8, 0, 'adapted')).toBeGreaterThan(0.95);
    // A fit the stock model rates as clear enough, the adapted model only reaches on misheard answers.
    expect(confidenceFrom(-6, 0, 'stock')).toBeGreaterThan(0.45);
    expect(confidenceFrom(-6, 0, 'adapted')).toBeLessThan(0.45);
  });

  it('treats the grammar cost alike for both models', () => {
    for (const model of ['stock', 'adapted'] as const) {
      // A wrong value read back clearly (one free item in the phrase) is judged, not asked again.
      expect(confidenceFrom(-4, 8.9, model)).toBeGreaterThan(0.45);
      expect(confidenceFrom(-1.8, 52, model)).toBeLessThan(0.01); // noise heard as one free word
    }
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
    frame.writeFloatLE(-6, 0);
    const unsure = Buffer.concat([frame, Buffer.from('wilco')]);
    expect(parseFinal(unsure).confidence).toBe(confidenceFrom(-6, 0, 'stock'));
    expect(parseFinal(unsure, 'adapted').confidence).toBe(confidenceFrom(-6, 0, 'adapted'));
    expect(parseFinal(Buffer.alloc(0))).toEqual({ text: '', confidence: 0 });
  });
});
