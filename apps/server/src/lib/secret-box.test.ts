import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const secretsKey = 's'.repeat(40);
const oldTokenKey = 't'.repeat(40);

describe('secret box (docs/product/shell-and-accounts.md, "Keys")', () => {
  it('seals with the secrets key and opens only with it', () => {
    const sealed = createSecretBox(secretsKey).seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(secretsKey).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('o'.repeat(40)).open(sealed)).toThrow();
  });

  it('still opens what was sealed with the token key before the keys were split', () => {
    const before = createSecretBox(oldTokenKey).seal('seed-from-before');
    const box = createSecretBox(secretsKey, [oldTokenKey]);
    expect(box.open(before)).toBe('seed-from-before');
    // New seals use the secrets key alone.
    expect(createSecretBox(secretsKey).open(box.seal('new seed'))).toBe('new seed');
    expect(() => createSecretBox(oldTokenKey).open(box.seal('new seed'))).toThrow();
  });
});
