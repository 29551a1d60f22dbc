import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUrl, totpStep, verifyTotp } from './totp';

// RFC 6238 appendix B test secret ("12345678901234567890") and its SHA-1 vectors (last 6 digits).
const rfcSecret = Buffer.from('12345678901234567890');
const secretB32 = base32Encode(rfcSecret);

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    expect(hotp(rfcSecret, totpStep(59_000))).toBe('287082');
    expect(hotp(rfcSecret, totpStep(1_111_111_109_000))).toBe('081804');
    expect(hotp(rfcSecret, totpStep(1_234_567_890_000))).toBe('005924');
    expect(hotp(rfcSecret, totpStep(2_000_000_000_000))).toBe('279037');
  });

  it('round-trips base32', () => {
    expect(base32Decode(secretB32).equals(rfcSecret)).toBe(true);
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it('accepts the current code and one step of drift, and returns its step', () => {
    const now = 1_234_567_890_000;
    expect(verifyTotp(secretB32, '005924', now)).toBe(totpStep(now));
    expect(verifyTotp(secretB32, '005924', now + 30_000)).toBe(totpStep(now));
    expect(verifyTotp(secretB32, '005924', now + 90_000)).toBeNull();
    expect(verifyTotp(secretB32, '000000', now)).toBeNull();
    expect(verifyTotp(secretB32, 'abc', now)).toBeNull();
  });

  it('builds an otpauth URL authenticator apps understand', () => {
    expect(otpauthUrl('ABC', 'pilot@wilco.dev')).toBe(
      'otpauth://totp/Wilco%3Apilot%40wilco.dev?secret=ABC&issuer=Wilco&algorithm=SHA1&digits=6&period=30',
    );
  });
});
