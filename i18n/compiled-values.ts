import type { FormatValues } from 'icu-minify/format';

const FIXED_DATE = new Date('2026-11-27T15:04:05Z');

/**
 * Test support for i18n/*.test.ts: a value for every argument a compiled message reads, of the kind it reads it as
 * (icu-minify's node types).
 */
export function valuesFor(nodes: unknown, values: Record<string, FormatValues[string]> = {}): FormatValues {
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
