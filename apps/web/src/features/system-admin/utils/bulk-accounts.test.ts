import { describe, expect, it } from 'vitest';
import { markDuplicates, parseAccounts } from './bulk-accounts';

describe('parseAccounts', () => {
  it('reads a CSV with a header in any column order', () => {
    const rows = parseAccounts(
      'Last Name,First Name,Email\nDoe,Jane,jane@example.test\nRoe,Rick,rick@example.test\n',
    );
    expect(rows.map((r) => r.account)).toEqual([
      { email: 'jane@example.test', first_name: 'Jane', last_name: 'Doe', user_name: null },
      { email: 'rick@example.test', first_name: 'Rick', last_name: 'Roe', user_name: null },
    ]);
    expect(rows.every((r) => r.errors.length === 0)).toBe(true);
  });

  it('reads a pasted tab-separated list without a header, with per-row problems', () => {
    const rows = markDuplicates(
      parseAccounts('a@example.test\tAnn\tAble\tann\nnot-an-email\tBob\tBee\n\na@example.test\tAnn\tAgain'),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ row: 1, account: { user_name: 'ann' }, errors: [] });
    expect(rows[1]!.errors).toEqual(['Enter a valid email address']);
    expect(rows[2]!.errors).toEqual(['The same email appears earlier in this list']);
  });

  it('says which names are missing', () => {
    const [row] = parseAccounts('email,first_name,last_name\nx@example.test,,');
    expect(row!.errors).toEqual(['First name is required', 'Last name is required']);
  });
});
