import { BulkAccountSchema, type BulkAccount } from '@wilco/shared/admin/tenant-admin.schemas';
import Papa from 'papaparse';

export type PreviewRow = { row: number; account: BulkAccount; errors: string[] };

const COLUMNS = ['email', 'first_name', 'last_name', 'user_name'] as const;
const normalise = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * A pasted list or an uploaded CSV (docs/product/administration.md, "Users"): columns email, first_name,
 * last_name and optional user_name, comma, semicolon or tab separated; a first row naming an email
 * column is a header (then columns may come in any order). Each row carries its own problems.
 */
export function parseAccounts(text: string): PreviewRow[] {
  const parsed = Papa.parse<string[]>(text.trim(), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const lines = parsed.data.filter((cells) => cells.some((c) => c.trim() !== ''));
  const first = lines[0]?.map(normalise) ?? [];
  const hasHeader = first.includes('email');
  const order: string[] = hasHeader ? first : [...COLUMNS];
  return lines.slice(hasHeader ? 1 : 0).map((cells, i) => {
    const value = (name: string) => {
      const at = order.indexOf(name);
      return at >= 0 ? (cells[at] ?? '').trim() : '';
    };
    const account: BulkAccount = {
      email: value('email'),
      first_name: value('first_name'),
      last_name: value('last_name'),
      user_name: value('user_name') || null,
    };
    const check = BulkAccountSchema.safeParse(account);
    return { row: i + 1, account, errors: check.success ? [] : check.error.issues.map((x) => x.message) };
  });
}

/** Emails listed more than once: the server would refuse the later rows, so the preview says so. */
export function markDuplicates(rows: PreviewRow[]): PreviewRow[] {
  const seen = new Set<string>();
  return rows.map((r) => {
    const email = r.account.email.toLowerCase();
    if (!email) return r;
    if (seen.has(email))
      return { ...r, errors: [...r.errors, 'The same email appears earlier in this list'] };
    seen.add(email);
    return r;
  });
}
