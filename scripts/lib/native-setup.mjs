// Vitest global setup for the server project: the pocketsphinx tests need the compiled helper,
// also when vitest runs without `npm test` in front of it.
import { ensureNativeHelpers } from './ensure.mjs';

export default function setup() {
  ensureNativeHelpers();
}
