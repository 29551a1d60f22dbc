import { describe, expect, it } from 'vitest';
import { matchSubanswer, preparePattern, prepareReply } from './match';
import { spokenFormsOf } from './item-shape';

const conveys = (subanswer: string, reply: string) =>
  matchSubanswer(preparePattern(subanswer, []), prepareReply(reply)).label;

describe('a quoted ICAO pronunciation', () => {
  it('is read from the item', () => {
    expect(spokenFormsOf('Five is "fife"')).toEqual(['fife']);
    expect(spokenFormsOf('12,500: "one two thousand five hundred"')).toEqual([]);
    expect(spokenFormsOf('Distress: "Mayday" three times')).toEqual([]);
  });
  it('must be said as such, not as the plain digit or another word', () => {
    expect(conveys('Five is "fife"', 'five is fife')).toBe(true);
    expect(conveys('Five is "fife"', 'five is just five')).toBe(false);
    expect(conveys('Five is "fife"', 'five is fiver')).toBe(false);
    expect(conveys('Nine is "niner"', 'nine becomes niner')).toBe(true);
  });
});

describe('a value in another temperature scale', () => {
  const item = 'Divide by 2.5 °C (4.4 °F) per 1,000 feet';
  it('conveys the item only with its scale named', () => {
    expect(conveys(item, 'divide by 2.5 per thousand feet')).toBe(true);
    expect(conveys(item, 'divide by 4.4 degrees fahrenheit per thousand feet')).toBe(true);
    expect(conveys(item, 'divide by 4.4 per thousand feet')).toBe(false);
  });
});
