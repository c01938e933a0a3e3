/// <reference types="vite/client" />

/** Set by vite.config.ts: the build day, the same in the client and prerender bundles of one build. */
declare const __BUILD_DATE__: string;
