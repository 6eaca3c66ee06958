import compile from 'icu-minify/compile';
import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, COMPILED_CATALOGUES } from './catalogues';

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

const FIXED_DATE = new Date('2026-11-27T15:04:05Z');

/** A value for every argument a compiled message reads, of the kind it reads it as (icu-minify's node types). */
function valuesFor(nodes: unknown, values: Record<string, FormatValues[string]> = {}): FormatValues {
  if (!Array.isArray(nodes)) return values; // plain text, or `#` in a plural
  for (const node of nodes) {
    if (!Array.isArray(node)) continue;
    const [name, type, ...rest] = node as [string, unknown, ...unknown[]];
    if (type === undefined) values[name] = `‹${name}›`;
    else if (type === 1 || type === 2 || type === 3) {
      values[name] = type === 1 ? 'other' : 2;
      for (const option of Object.values(rest[0] as Record<string, unknown>)) valuesFor(option, values);
    } else if (type === 4) values[name] = 2;
    else if (type === 5 || type === 6) values[name] = FIXED_DATE;
    else {
      // A tag: its children follow its name.
      values[name] = (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`;
      valuesFor([type, ...rest], values);
    }
  }
  return values;
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
