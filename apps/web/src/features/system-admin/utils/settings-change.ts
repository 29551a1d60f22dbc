import type { TenantSettings } from '@wilco/shared';

/** The settings form as edited: free text stays text until it is sent. */
export type SettingsDraft = {
  maintenance_mode: boolean;
  maintenance_notice: string;
  announcement: string;
  mfa_required: boolean;
  primary_course_id: number | null;
  /** Which assessor judges answers: the offline rubric assessor, or the tenant's LLM plug-in. */
  assessor: TenantSettings['assessor'];
};

export const NOTICE_MAX = 2000;
export const ANNOUNCEMENT_MAX = 500;

export function toDraft({ css: _css, logo: _logo, ...settings }: TenantSettings): SettingsDraft {
  return {
    ...settings,
    maintenance_notice: settings.maintenance_notice ?? '',
    announcement: settings.announcement ?? '',
  };
}

/** Blank text means "none" to the server (the default notice, no banner). */
const textOrNull = (value: string) => value.trim() || null;

/** Only what changed, as `PUT /api/settings` takes it; empty when nothing did. */
export function settingsChange(saved: TenantSettings, draft: SettingsDraft): Partial<TenantSettings> {
  // Branding (css, logo) has its own form (branding-form.tsx).
  const next: Omit<TenantSettings, 'css' | 'logo'> = {
    ...draft,
    maintenance_notice: textOrNull(draft.maintenance_notice),
    announcement: textOrNull(draft.announcement),
  };
  const keys = Object.keys(next) as (keyof typeof next)[];
  return Object.fromEntries(keys.filter((k) => next[k] !== saved[k]).map((k) => [k, next[k]]));
}

export function draftErrors(draft: SettingsDraft): Partial<Record<keyof SettingsDraft, string>> {
  const errors: Partial<Record<keyof SettingsDraft, string>> = {};
  if (draft.maintenance_notice.trim().length > NOTICE_MAX) {
    errors.maintenance_notice = `At most ${NOTICE_MAX} characters`;
  }
  if (draft.announcement.trim().length > ANNOUNCEMENT_MAX) {
    errors.announcement = `At most ${ANNOUNCEMENT_MAX} characters`;
  }
  return errors;
}
