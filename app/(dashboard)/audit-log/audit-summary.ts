import type { AuditEntry } from '@/lib/audit/schemas';

/** Audit details in words: a before/after pair field by field, a from/to move, or the entry's facts. */

export type Json = unknown;

export const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function showValue(value: Json): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields of a before/after pair, changed ones first, each with both values. */
export function compareFields(
  before: Json,
  after: Json,
): { field: string; before: Json; after: Json; changed: boolean }[] {
  const left = isObject(before) ? before : {};
  const right = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .map((field) => ({
      field,
      before: left[field],
      after: right[field],
      changed: JSON.stringify(left[field]) !== JSON.stringify(right[field]),
    }))
    .sort((a, b) => Number(b.changed) - Number(a.changed));
}

/** What a summary says in the reader's language when a record was created, or saved without a change. */
export type SummaryWords = { created: string; noChange: string };

/** One line for the table: what changed, or the entry's main facts. */
export function auditSummary(entry: AuditEntry, words: SummaryWords): string {
  const { details } = entry;
  if ('before' in details || 'after' in details) {
    if (!isObject(details.before) && !isObject(details.after))
      return `${showValue(details.before)} → ${showValue(details.after)}`;
    if (!isObject(details.before)) return words.created;
    const changed = compareFields(details.before, details.after).filter((row) => row.changed);
    return changed.length === 0
      ? words.noChange
      : changed.map((row) => `${row.field}: ${showValue(row.before)} → ${showValue(row.after)}`).join('; ');
  }
  if ('from' in details && 'to' in details)
    return `${showValue(details.from)} → ${showValue(details.to)}${details.reason ? ` (${showValue(details.reason)})` : ''}`;
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${showValue(value)}`)
    .join(' · ');
}

/** How the log names a user or API key that is gone, by its id, in the reader's language. */
export type ActorWords = { user: (id: number) => string; apiKey: (id: number) => string };

/**
 * Who acted: a user's name and e-mail, an API key's name and prefix, or Payrail, which are data and shown as they
 * are (`isData`); a user or key since removed is named by its id in the reader's words. The API's `label` says the
 * same in English.
 */
export function actorName(actor: AuditEntry['actor'], words: ActorWords): { text: string; isData: boolean } {
  if (actor.type === 'system' || actor.id === null) return { text: actor.label, isData: true };
  if (actor.name === null)
    return { text: (actor.type === 'user' ? words.user : words.apiKey)(actor.id), isData: false };
  return {
    text: actor.type === 'user' ? `${actor.name} <${actor.email}>` : `“${actor.name}” (${actor.key_prefix}…)`,
    isData: true,
  };
}
