import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasFeature } from './auth.schemas';

describe('hasFeature', () => {
  // docs/product/shell-and-accounts.md, "Signed-in user"
  it('matches a feature whatever the case on either side', () => {
    expect(hasFeature(['backend-tester'], 'Backend-Tester')).toBe(true);
    expect(hasFeature(['Backend-Tester'], 'backend-tester')).toBe(true);
    expect(hasFeature(['voice', 'BETA'], 'beta')).toBe(true);
  });

  it('needs the whole name, not a prefix or substring', () => {
    expect(hasFeature(['backend-tester'], 'backend')).toBe(false);
    expect(hasFeature(['backend'], 'backend-tester')).toBe(false);
    expect(hasFeature([], 'voice')).toBe(false);
  });

  it('gives the same answer when any letter of either side changes case', () => {
    // ASCII names: feature names are identifiers, and Unicode case mapping is not reversible.
    const name = fc.string({ unit: fc.constantFrom(...'abcAB-'), maxLength: 4 });
    const recase = (s: string, flips: boolean[]) =>
      [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase())).join('');
    fc.assert(
      fc.property(
        fc.array(name),
        name,
        fc.array(fc.boolean(), { minLength: 1 }),
        (features, wanted, flips) => {
          const before = hasFeature(features, wanted);
          expect(
            hasFeature(
              features.map((f) => recase(f, flips)),
              recase(wanted, [...flips].reverse()),
            ),
          ).toBe(before);
          expect(before).toBe(features.some((f) => f.toLowerCase() === wanted.toLowerCase()));
        },
      ),
    );
  });
});
