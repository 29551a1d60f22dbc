/** localStorage key for the chosen colour mode (light, dark or system). */
export const COLOR_MODE_STORAGE_KEY = 'wilco-color-mode';
