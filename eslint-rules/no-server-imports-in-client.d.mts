import type { Rule } from 'eslint';

/** Types for no-server-imports-in-client.mjs, so its TypeScript test can import it. */
declare const rule: Rule.RuleModule;
export default rule;
