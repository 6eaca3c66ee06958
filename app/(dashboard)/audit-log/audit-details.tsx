import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import type { AuditEntry } from '@/lib/audit/schemas';
import { compareFields, isObject, showValue } from './audit-summary';

/**
 * An entry's details, readable: before/after as a field-by-field comparison (changes highlighted), other members as a
 * list. Field names and values are the record's own (data), and break anywhere, so a long one wraps in its cell
 * instead of widening the log's table. `actor` is who acted, as the table names them.
 */
export function AuditDetails({ entry, actor }: { entry: AuditEntry; actor: string }) {
  const t = useTranslations('auditLog.details');
  const format = useFormats();
  const { details } = entry;
  const { before, after, ...rest } = details;
  const hasComparison = 'before' in details || 'after' in details;
  const restEntries = Object.entries(rest);
  return (
    <div className="space-y-3 text-sm" data-testid="audit-details">
      {hasComparison &&
        (isObject(before) || isObject(after) ? (
          <table className="w-full max-w-3xl text-left text-xs">
            <thead className="text-slate-500">
              <tr>
                <th className="py-1 pr-4 font-medium">{t('field')}</th>
                <th className="py-1 pr-4 font-medium">{t('before')}</th>
                <th className="py-1 font-medium">{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              {compareFields(before, after).map((row) => (
                <tr key={row.field} className={row.changed ? 'bg-amber-50' : ''} data-changed={row.changed}>
                  <td className="break-all border-t border-slate-100 py-1 pr-4 font-mono">{row.field}</td>
                  <td
                    className={`break-all border-t border-slate-100 py-1 pr-4 font-mono ${row.changed ? 'text-red-700 line-through decoration-red-300' : 'text-slate-600'}`}
                  >
                    {isObject(before) ? showValue(row.before) : '—'}
                  </td>
                  <td
                    className={`break-all border-t border-slate-100 py-1 font-mono ${row.changed ? 'font-medium text-emerald-800' : 'text-slate-600'}`}
                  >
                    {showValue(row.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="break-all">
            <span className="font-mono text-red-700 line-through decoration-red-300">{showValue(before)}</span> →{' '}
            <span className="font-mono font-medium text-emerald-800">{showValue(after)}</span>
          </p>
        ))}
      {restEntries.length > 0 && (
        <dl className="grid max-w-3xl grid-cols-[minmax(0,12rem)_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
          {restEntries.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="break-all font-mono text-slate-500">{key}</dt>
              <dd className="break-all font-mono">{showValue(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {!hasComparison && restEntries.length === 0 && <p className="text-xs text-slate-500">{t('none')}</p>}
      <p className="break-words text-xs text-slate-500">
        {t('footer', { id: entry.id, time: format.dateTime(entry.created_at), actor })}
      </p>
    </div>
  );
}
