import { describe, expect, it } from 'vitest';
import { WITHHELD, logTransport, storableBody } from './mail';

describe('mail secrets', () => {
  const message = {
    tenantId: 1,
    to: 'pilot@example.test',
    subject: 'Reset',
    body: 'Open https://wilco.example/#reset_token=abc.def-123 within a day.',
    secrets: ['https://wilco.example/#reset_token=abc.def-123'],
  };

  it('keeps secrets out of the stored body', () => {
    expect(storableBody(message)).toBe(`Open ${WITHHELD} within a day.`);
    expect(storableBody({ ...message, secrets: undefined })).toBe(message.body);
  });

  it('the log transport never writes the secret', async () => {
    const lines: string[] = [];
    await logTransport({
      info: (_obj: unknown, msg?: string) => void lines.push(msg ?? ''),
    } as never).deliver(message);
    expect(lines.join('\n')).not.toContain('abc.def-123');
    expect(lines.join('\n')).toContain(WITHHELD);
  });
});
