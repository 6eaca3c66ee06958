import type { Rule } from 'eslint';

/** Types for no-literal-ui-text.mjs, so its TypeScript test can import it. */
declare const rule: Rule.RuleModule;
export default rule;
