import { describe, expect, it } from 'vitest';
import { tokenize } from '../language/tokenize';
import { contradictsOrder, orderedList, otherOfKind } from './order';

const tokens = (text: string) => tokenize(text).tokens;
const words = (text: string) => tokens(text).map((t) => t.text);

describe('an order an item states', () => {
  const item = 'Less maneuverable category first: balloon, glider, airship, then airplane/rotorcraft';

  it('is read from the list after the label, only when the item orders it', () => {
    expect(orderedList(item)).toEqual(['balloon', 'glider', 'airship', 'aircraft']);
    expect(orderedList('Symptoms: dizziness, tingling, visual problems')).toBeNull();
  });

  it('is contradicted by two listed things said the other way round', () => {
    const list = orderedList(item)!;
    expect(contradictsOrder(list, tokens('a balloon before a glider before an airship'))).toBe(false);
    expect(contradictsOrder(list, tokens('glider before balloon before airship'))).toBe(true);
    expect(contradictsOrder(list, tokens('airplanes give way to airships, airships to gliders'))).toBe(false);
  });
});

describe('a word of one kind that picks a value', () => {
  it('is wrong in place of the item word of that kind, right beside it', () => {
    const item = 'Shaded magenta vignette: floor at 700 feet AGL';
    expect(otherOfKind(item, words('a 700 foot agl floor under the blue shading'))).toBe(true);
    expect(otherOfKind(item, words('magenta shading, 700 agl, not the blue line'))).toBe(false);
    expect(otherOfKind('Floor at 700 feet AGL', words('700 agl under the blue shading'))).toBe(false);
  });
});

describe('a list said in a row', () => {
  const list = orderedList(
    'Less maneuverable category first: balloon, glider, airship, then airplane/rotorcraft',
  )!;
  it('out of order contradicts the order', () => {
    expect(contradictsOrder(list, tokens('then airplane, airship, glider, balloon'))).toBe(true);
    expect(contradictsOrder(list, tokens('balloon, airship, glider and airplane'))).toBe(true);
  });
  it('in order, or only two things, does not', () => {
    expect(contradictsOrder(list, tokens('balloon, glider, airship, then airplane'))).toBe(false);
    expect(contradictsOrder(list, tokens('an airship and a glider'))).toBe(false);
  });
});
