import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; the site's Content-Security-Policy
// has no 'unsafe-eval', so in the browser that probe is a reported CSP violation (and a lost
// Lighthouse best-practices point). Every module of the site imports zod from here.
z.config({ jitless: true });

export { z };
