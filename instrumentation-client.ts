import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` where it may, and probes for that once. The pages' CSP (proxy.ts)
// forbids eval, so in the browser the probe would be reported as a violation: parse without compiling instead. This
// file runs before any page code, so no schema has been built yet. The server keeps the compiled parsers.
// This file is in every page's first load: `z.config` would bring all of zod with it (about 56 KB gzip), so `config`
// comes from zod's core, taken from its own file (next.config.mjs); the schemas arrive after the page.
config({ jitless: true });
