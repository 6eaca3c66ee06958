import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Keys written in a catalogue file (one per line, as Prettier writes JSON) beside the keys JSON.parse keeps. */
function writtenAndKept(file: string): { written: number; kept: number } {
  const text = readFileSync(file, 'utf8');
  const count = (value: unknown): number =>
    typeof value === 'object' && value !== null
      ? Object.values(value).reduce<number>((sum, inner) => sum + 1 + count(inner), 0)
      : 0;
  return { written: text.match(/^\s*"(?:[^"\\]|\\.)*":/gm)?.length ?? 0, kept: count(JSON.parse(text)) };
}

describe('message catalogues', () => {
  it('write no key twice in a file (JSON keeps the last, so a merge could silently drop a message)', () => {
    const root = path.resolve(import.meta.dirname, '../messages');
    for (const locale of ['en', 'pt-BR']) {
      const files = readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'));
      for (const name of files) {
        const { written, kept } = writtenAndKept(path.join(root, locale, name));
        expect(written, `${locale}/${name}`).toBe(kept);
      }
    }
  });

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
    const twice = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'twice.json');
    writeFileSync(twice, '{\n  "a": {\n    "b": "x",\n    "b": "y"\n  },\n  "c": "z"\n}\n');
    expect(writtenAndKept(twice)).toEqual({ written: 4, kept: 3 });
    expect(placeholders('Pay {payee} by {due}, <strong>now</strong>')).toEqual(['<strong>', '{due}', '{payee}']);
    expect(placeholders('{count, plural, one {# record} other {# records}}')).toEqual(['{count}']);
    expect(placeholders("{noun, select, charge {charge} other {record}} as Bearer '<key>'")).toEqual(['{noun}']);
  });
});
