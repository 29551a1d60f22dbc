// `?worker&url` makes Vite bundle the worklet with its imports into one hashed file in the
// production build and serve it transformed in dev; a bare `new URL('./x.ts', import.meta.url)`
// would ship the TypeScript source untouched.
import pcmWorkletUrl from './pcm-worklet.ts?worker&url';

export { pcmWorkletUrl };
