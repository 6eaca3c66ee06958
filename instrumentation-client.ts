import { z } from 'zod';

// zod compiles object parsers with `new Function` where it may, and probes for that once. The pages' CSP (proxy.ts)
// forbids eval, so in the browser the probe would be reported as a violation: parse without compiling instead. This
// file runs before any page code, so no schema has been built yet. The server keeps the compiled parsers.
z.config({ jitless: true });
