import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import en from '../messages/en';
import ptBR from '../messages/pt-BR';
import { valuesFor } from './compiled-values';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/**
 * A message's arguments (`{payee}`, `{count}` of a plural) and rich-text tags (`<strong>`), sorted: read off the
 * message as compiled, so a select's or plural's branch text and ICU's quoted text ('<key>') are not taken for names.
 */
function placeholders(message: string): string[] {
  return Object.entries(valuesFor(compile(message)))
    .map(([name, value]) => (typeof value === 'function' ? `<${name}>` : `{${name}}`))
    .sort();
}

const catalogues = { en: flatten(en), 'pt-BR': flatten(ptBR) };

describe('message catalogues', () => {
  it('have the same keys in pt-BR and English', () => {
    const missing = (from: Map<string, string>, to: Map<string, string>) => [...from.keys()].filter((k) => !to.has(k));
    expect(missing(catalogues.en, catalogues['pt-BR']), 'keys missing from pt-BR').toEqual([]);
    expect(missing(catalogues['pt-BR'], catalogues.en), 'keys missing from en').toEqual([]);
  });

  it('give every message the same placeholders in both languages', () => {
    const differ = [...catalogues.en].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(catalogues['pt-BR'].get(key) ?? '').join(),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('leave no message empty', () => {
    for (const catalogue of Object.values(catalogues))
      expect([...catalogue].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('catch a missing key and a changed placeholder (the checks above are not vacuous)', () => {
    expect(flatten({ a: { b: 'x' } }).has('a.b')).toBe(true);
    expect(placeholders('Pay {payee} by {due}, <strong>now</strong>')).toEqual(['<strong>', '{due}', '{payee}']);
    expect(placeholders('{count, plural, one {# record} other {# records}}')).toEqual(['{count}']);
    expect(placeholders("{noun, select, charge {charge} other {record}} as Bearer '<key>'")).toEqual(['{noun}']);
  });
});
