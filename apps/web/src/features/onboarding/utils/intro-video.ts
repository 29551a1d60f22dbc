import { ROLE, type RuntimeConfig } from '@wilco/shared';

export type IntroVideo = { src: string; captions: string | null };

/** Bundled with the app (public/media-static), used when no address is configured. */
export const BUNDLED_INTRO_VIDEO: IntroVideo = {
  src: '/media-static/welcome.webm',
  captions: '/media-static/welcome.vtt',
};
export const BUNDLED_TRIAL_INTRO_VIDEO: IntroVideo = {
  src: '/media-static/welcome-trial.webm',
  captions: '/media-static/welcome-trial.vtt',
};

/**
 * docs/product/shell-and-accounts.md, "Consent and welcome video": Trial users get their own video; addresses
 * come from the runtime config.
 */
export function introVideoFor(
  roles: readonly string[],
  config: Pick<RuntimeConfig, 'introVideoUrl' | 'trialIntroVideoUrl'>,
): IntroVideo {
  const isTrial = roles.includes(ROLE.Trial);
  const configured = isTrial ? config.trialIntroVideoUrl : config.introVideoUrl;
  // A configured video brings no captions file we know of.
  if (configured) return { src: configured, captions: null };
  return isTrial ? BUNDLED_TRIAL_INTRO_VIDEO : BUNDLED_INTRO_VIDEO;
}
