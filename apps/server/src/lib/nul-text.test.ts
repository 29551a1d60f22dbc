import { describe, expect, it } from 'vitest';
import { findNulText } from './nul-text';

describe('findNulText', () => {
  it('names where the first NUL character is, in values and in keys', () => {
    expect(findNulText({ a: 'fine', b: [{ text: 'x\u0000y' }] })).toBe('b.0.text');
    expect(findNulText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulText('\u0000')).toBe('(value)');
  });

  it('passes text without it, numbers, nulls and binary audio', () => {
    expect(findNulText({ a: 'cleared to land', n: 3, z: null, list: ['one'] })).toBeNull();
    expect(findNulText(Buffer.from([0, 0, 0]))).toBeNull();
    expect(findNulText(new Uint8Array([0]).buffer)).toBeNull();
    expect(findNulText(undefined)).toBeNull();
  });
});
