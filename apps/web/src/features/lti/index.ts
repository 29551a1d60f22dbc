export { redeemLaunchCode } from './api/lti-api';
export { DeepLinkPicker } from './components/deep-link-picker';
export { LtiRoster } from './components/lti-roster';
export { OpenInWindow } from './components/open-in-window';
export { readLtiLaunch, saveLtiLaunch, type LtiLaunch } from './stores/lti-launch';
