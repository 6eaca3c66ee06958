import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from './no-literal-ui-text.mjs';

const linter = new Linter({ configType: 'flat' });
const problems = (code: string) =>
  // Every problem must be this rule's: a parsing error would also be one problem.
  linter
    .verify(
      code,
      {
        files: ['**/*.jsx'],
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        plugins: { i18n: { rules: { 'no-literal-ui-text': rule } } },
        rules: { 'i18n/no-literal-ui-text': ['error', { allow: ['Payrail', 'Pix'] }] },
      },
      'fixture.jsx',
    )
    .map((problem) => problem.ruleId ?? problem.message);

describe('no-literal-ui-text', () => {
  it('reports words between tags, as literal children and in read attributes', () => {
    expect(problems('const a = <p>Awaiting payment</p>;')).toEqual(['i18n/no-literal-ui-text']);
    expect(problems("const a = <p>{'Pay to'}</p>;")).toEqual(['i18n/no-literal-ui-text']);
    expect(problems('const a = <p>{`Pay ${x}`}</p>;')).toEqual(['i18n/no-literal-ui-text']);
    expect(problems('const a = <img alt="Pix QR code" />;')).toEqual(['i18n/no-literal-ui-text']);
    expect(problems('const a = <Field label="Due date" />;')).toEqual(['i18n/no-literal-ui-text']);
    expect(problems('const a = <button aria-label={"Copy"} />;')).toEqual(['i18n/no-literal-ui-text']);
  });

  it('lets catalogue text, allowed words, numbers and punctuation through', () => {
    expect(problems("const a = <p>{t('payTo')}</p>;")).toEqual([]);
    expect(problems('const a = <p>Payrail · Pix</p>;')).toEqual([]);
    expect(problems('const a = <p>#{id} (R$) 404 —</p>;')).toEqual([]);
    expect(problems('const a = <p className="text-sm font-semibold" data-testid="pay-status" />;')).toEqual([]);
  });
});
