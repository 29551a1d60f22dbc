import type { TenantSettings } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { draftErrors, settingsChange, toDraft } from './settings-change';

const saved: TenantSettings = {
  css: null,
  logo: null,
  maintenance_mode: false,
  maintenance_notice: null,
  announcement: 'Checkride week',
  mfa_required: false,
  primary_course_id: null,
  assessor: 'rubric',
};

describe('settingsChange', () => {
  it('is empty when nothing changed', () => {
    expect(settingsChange(saved, toDraft(saved))).toEqual({});
  });

  it('sends only what changed, with blank text as null', () => {
    const draft = { ...toDraft(saved), maintenance_mode: true, announcement: '   ', primary_course_id: 3 };
    expect(settingsChange(saved, draft)).toEqual({
      maintenance_mode: true,
      announcement: null,
      primary_course_id: 3,
    });
  });

  it('trims text before comparing and sending', () => {
    expect(settingsChange(saved, { ...toDraft(saved), announcement: ' Checkride week ' })).toEqual({});
    expect(settingsChange(saved, { ...toDraft(saved), maintenance_notice: ' Back soon ' })).toEqual({
      maintenance_notice: 'Back soon',
    });
  });
});

describe('draftErrors', () => {
  it('refuses an announcement over 500 characters', () => {
    expect(draftErrors({ ...toDraft(saved), announcement: 'x'.repeat(501) })).toEqual({
      announcement: 'At most 500 characters',
    });
    expect(draftErrors(toDraft(saved))).toEqual({});
  });
});
