import { describe, expect, it } from 'vitest';
import type { CallerProfile } from '@wilco/shared';
import { pickVoice } from './caller-voice';

const profile = (over: Partial<CallerProfile>): CallerProfile => ({
  sex: 'male',
  age: 'adult',
  emotion: 'calm',
  language_codes: ['en-US'],
  ...over,
});

describe('caller voice from the caller profile', () => {
  it('picks the flite voice by sex and first language, and names it', () => {
    expect(
      pickVoice(profile({ sex: 'female', language_codes: ['en-GB'] }), 'Centerville Ground'),
    ).toMatchObject({
      voice: 'slt',
      display_name: 'Centerville Ground — female, en-GB',
    });
    expect(pickVoice(profile({ language_codes: ['en-GB'] }), null)).toMatchObject({
      voice: 'awb',
      display_name: 'Caller — male, en-GB',
    });
    expect(pickVoice(profile({}), 'Tower').voice).toBe('rms');
    expect(pickVoice(profile({ language_codes: ['en-IN'] }), 'Tower').voice).toBe('kal');
    // A voice pinned in the scenario wins; unknown names are passed over.
    expect(pickVoice(profile({}), 'Tower', [{ voice: 'nope' }, { voice: 'awb' }]).voice).toBe('awb');
    expect(pickVoice(profile({ sex: 'female' }), 'Tower', ['kal']).voice).toBe('kal');
  });

  it('delivers a stressed caller faster and higher, a sad one slower and lower, a calm one as is', () => {
    expect(pickVoice(profile({}), 'Tower').prosody).toBeUndefined();
    expect(pickVoice(null, 'Tower').prosody).toBeUndefined();
    const stressed = pickVoice(profile({ emotion: 'stressed' }), 'Tower').prosody!;
    const upset = pickVoice(profile({ emotion: 'upset' }), 'Tower').prosody!;
    const sad = pickVoice(profile({ emotion: 'sad' }), 'Tower').prosody!;
    expect(stressed.tempo).toBeGreaterThan(upset.tempo);
    expect(upset.tempo).toBeGreaterThan(1);
    expect(stressed.pitchCents).toBeGreaterThan(0);
    expect(sad.tempo).toBeLessThan(1);
    expect(sad.pitchCents).toBeLessThan(0);
  });
});
