/**
 * Words a person reads come from the message catalogues (messages/<locale>/<namespace>.json, through next-intl's useTranslations or
 * getTranslations), never from JSX: this rule reports text between JSX tags, string literals and template literals
 * rendered as JSX children, and literal values of the attributes people read or hear (`aria-label`, `title`, `alt`,
 * `placeholder`, and the `label`, `description`, `hint` and `title` props of our own components). docs/decisions.md
 * ("Languages") says why; the Playwright check in e2e/dashboard/i18n.spec.ts catches what slips past it at run time.
 *
 * `allow` lists words that are the same in every language (the brand, Pix, Boleto, CPF…): a text made only of those,
 * digits and punctuation passes.
 */

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'description', 'hint']);
const WORD = /\p{L}{2,}/gu;

function hasWords(text, allowed) {
  return (text.match(WORD) ?? []).some((word) => !allowed.has(word));
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'UI text comes from the message catalogues, not from JSX' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } }],
    messages: {
      literal:
        'UI text "{{text}}" is written in the component: put it in messages/en/ and messages/pt-BR/ (one file per namespace) and read it with useTranslations or getTranslations.',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const report = (node, text) =>
      hasWords(text, allowed) &&
      context.report({ node, messageId: 'literal', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) } });
    const literalText = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
      return null;
    };
    return {
      JSXText(node) {
        report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== null) report(node, text);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(node.name.name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== null) report(node, text);
      },
    };
  },
};

export default rule;
