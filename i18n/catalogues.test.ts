import compile from 'icu-minify/compile';
import format, { type CompiledMessage } from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, COMPILED_CATALOGUES } from './catalogues';
import { valuesFor } from './compiled-values';

type Messages = { readonly [key: string]: unknown };

/** Every leaf of a catalogue by its dotted key. */
function leaves(messages: Messages, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value as Messages, path)
      : [[path, value] as [string, unknown]];
  });
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

const timeZone = 'America/Sao_Paulo';

/** The messages whose compiled form says something other than ICU's parser says of the written one. */
function differences(locale: 'pt-BR' | 'en', written: Messages, compiled: Messages) {
  const parser = createTranslator({ locale, timeZone, messages: written as never });
  return leaves(compiled).flatMap(([key, message]) => {
    const values = valuesFor(message);
    const expected = parser.markup(key as never, values as never);
    const said = format(message as CompiledMessage, locale, values, { formatters, timeZone });
    const actual = Array.isArray(said) ? said.join('') : String(said);
    return actual === expected ? [] : [{ key, expected, actual }];
  });
}

describe('compiled catalogues', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`say every ${locale} message as ICU's parser does`, () => {
      expect(leaves(COMPILED_CATALOGUES[locale]).length).toBe(leaves(CATALOGUES[locale]).length);
      expect(differences(locale, CATALOGUES[locale], COMPILED_CATALOGUES[locale])).toEqual([]);
    });
  }

  it('would catch a message compiled wrong, with plurals, selects, numbers and tags too (not vacuous)', () => {
    const written = {
      rows: '{count, plural, =0 {No rows} one {# row} other {# rows}} in <strong>{name}</strong>',
      kind: "{kind, select, pix {Pix} other {Boleto}} of {amount, number} at the buyer's",
    };
    const compiled = { rows: compile(written.rows), kind: compile(written.kind) };
    expect(Object.keys(valuesFor(compiled.rows)).sort()).toEqual(['count', 'name', 'strong']);
    expect(differences('pt-BR', written, compiled)).toEqual([]);
    const wrong = { ...compiled, kind: compile('{kind} of {amount}') };
    expect(differences('en', written, wrong).map(({ key }) => key)).toEqual(['kind']);
  });
});
