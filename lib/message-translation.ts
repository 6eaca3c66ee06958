/**
 * Messages the code writes in English (the API's errors, the zod schemas' messages) said in another language. The
 * English catalogue's `apiErrors` holds each message as a template (`The {field} field is required.`); a message that
 * matches one is rewritten with the same key's template of the target catalogue, its placeholders filled from the
 * match. A `{field}` is an input's dotted path, named in words from `fields` (`buyer.document.number` → "CPF do
 * comprador"); other captured parts are themselves translated when a template matches them (`{message} (and {count}
 * more errors)`). A message no template matches is returned as it is: English, never garbled.
 */
export type Templates = { readonly [key: string]: string };
export type Catalogue = { apiErrors: Templates; fields: Templates };
/** The catalogue messages are written in: only its templates matter. */
export type SourceCatalogue = { apiErrors: Templates };

type Compiled = { key: string; pattern: RegExp; names: string[] };
const compiled = new WeakMap<Templates, Compiled[]>();

function compile(templates: Templates): Compiled[] {
  let list = compiled.get(templates);
  if (list) return list;
  list = Object.entries(templates).map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        // A field is an input's dotted path, never words: "The new password must be…" is not about a field "new". An
        // array's members are named with `*` (company.contacts.*.tax_id).
        return name === 'field' ? '([\\w.*]+)' : '(.+?)';
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`, 's'), names };
  });
  compiled.set(templates, list);
  return list;
}

/** A field's words: `buyer.document.number` is looked up as `buyer/document/number` (a catalogue key has no dots). */
export const fieldWords = (field: string, fields: Templates): string => fields[field.replace(/\./g, '/')] ?? field;

export function translateMessage(message: string, from: SourceCatalogue, to: Catalogue): string {
  return translated(message, from, to) ?? message;
}

/** The message in the target language, or null when no template matches it. */
function translated(message: string, from: SourceCatalogue, to: Catalogue): string | null {
  for (const { key, pattern, names } of compile(from.apiErrors)) {
    const match = pattern.exec(message);
    const target = to.apiErrors[key];
    if (!match || target === undefined) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = name === 'field' ? fieldWords(value, to.fields) : (translated(value, from, to) ?? value);
    });
    // A `{kind}` is words of the message itself ("an integer"): left untranslated, the result would mix languages.
    if (names.includes('kind') && translated(match[names.indexOf('kind') + 1] ?? '', from, to) === null) continue;
    return target.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return null;
}
