import { describe, expect, it } from 'vitest';
import { tokenize } from '../language/tokenize';
import { contradictsFormula, formulaOf } from './formula';

const tokens = (text: string) => tokenize(text).tokens;

describe('formulas an item writes', () => {
  it('reads the two quantities and the operation', () => {
    expect(formulaOf('CG = total moment ÷ total weight')).toEqual({
      left: 'moment',
      op: 'divide',
      right: 'weight',
    });
    expect(formulaOf('Moment = weight × arm')).toEqual({ left: 'weight', op: 'times', right: 'arm' });
    expect(formulaOf('Avgas 6 pounds per gallon')).toBeNull();
  });

  it('holds a division to its order, said in any form', () => {
    const cg = formulaOf('CG = total moment ÷ total weight')!;
    expect(contradictsFormula(cg, tokens('total moment divided by total weight'))).toBe(false);
    expect(contradictsFormula(cg, tokens('divide the total moment by the total weight'))).toBe(false);
    expect(contradictsFormula(cg, tokens('total weight divided by total moment'))).toBe(true);
    expect(contradictsFormula(cg, tokens('cg equals the total weight over the total moment'))).toBe(true);
  });

  it('refuses the other operation, in either order', () => {
    const moment = formulaOf('Moment = weight × arm')!;
    expect(contradictsFormula(moment, tokens('moment is arm times weight'))).toBe(false);
    expect(contradictsFormula(moment, tokens('multiply each weight by its arm'))).toBe(false);
    expect(contradictsFormula(moment, tokens('moment is arm divided by weight'))).toBe(true);
  });
});
