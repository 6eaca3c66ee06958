'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { ChevronDown, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { Fragment } from 'react';
import {
  CreatedRangeFilter,
  ExportCsvButton,
  Pagination,
  StatusFilter,
  TextFilter,
} from '@/components/list/list-controls';
import { useListUrl } from '@/components/list/use-list-url';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import type { TeamMemberRecord } from '@/lib/accounts/schemas';
import { apiFetch } from '@/lib/api-client';
import type { AuditPage } from '@/lib/audit/schemas';
import { AuditDetails } from './audit-details';
import { actorName, auditSummary } from './audit-summary';
import {
  AUDIT_ACTIONS,
  auditApiQuery,
  clearedAuditFilters,
  exportAuditCsv,
  hasAuditFilters,
  isAuditAction,
  isResourceType,
  RESOURCE_TYPES,
  resourceHref,
} from './audit-query';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * The table's columns at fixed widths (the summary takes what is left), so it fits the content area at 1440 px
 * without scrolling: the resource sits under the action, long cells are cut with their full text in a tooltip (and in
 * the entry's details), and the summary wraps to two lines. Below its minimum width it scrolls in its own region.
 */
const COLUMN_WIDTHS = ['w-10', 'w-44', 'w-64', 'w-48', ''];

/**
 * Who did what and when: filters, page and the open entry (`entry=<id>`) in the URL, so a filtered view or one
 * entry can be shared; CSV export of every entry of the filter.
 */
export function AuditLog() {
  const t = useTranslations('auditLog');
  const format = useFormats();
  const { params, page, update } = useListUrl(null, { byAccount: false });
  const query = auditApiQuery(params, page);
  const entries = useQuery({
    queryKey: queryKeys.auditLog(query),
    queryFn: () => apiFetch<AuditPage>(`/v2/audit-log?${query}`),
    placeholderData: keepPreviousData,
  });
  const team = useQuery({
    queryKey: queryKeys.team,
    queryFn: () => apiFetch<{ data: TeamMemberRecord[] }>('/v2/account/users'),
  });
  const openId = Number(params.get('entry')) || null;
  const filtered = hasAuditFilters(params);
  const url = { params, update };
  // The filters name actions and record types in words; the codes stay their values, as the API and the URL take them.
  const actionName = (action: string) => (isAuditAction(action) ? t(`actions.${action}`) : action);
  const actions = AUDIT_ACTIONS.map((action) => ({ id: action, name: actionName(action) }));
  const resourceTypes = RESOURCE_TYPES.map((type): { id: string; name: string } => ({
    id: type,
    name: t(`resourceTypes.${type}`),
  }));
  const shownResourceType = params.get('resource_type');
  if (shownResourceType && !isResourceType(shownResourceType))
    resourceTypes.push({ id: shownResourceType, name: shownResourceType });
  const toggle = (id: number) => update({ entry: openId === id ? null : String(id), page: params.get('page') });
  const columns = ['', t('columns.when'), t('columns.action'), t('columns.actor'), t('columns.summary')];
  const summaryWords = { created: t('summary.created'), noChange: t('summary.noChange') };
  const actorWords = {
    user: (id: number) => t('removedActor.user', { id: String(id) }),
    apiKey: (id: number) => t('removedActor.apiKey', { id: String(id) }),
  };

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter
          {...url}
          name="action"
          label={t('filters.action')}
          anyLabel={t('filters.anyAction')}
          statuses={actions}
          className="w-56"
        />
        <StatusFilter
          {...url}
          name="actor_user_id"
          label={t('filters.actor')}
          anyLabel={t('filters.anyone')}
          className="min-w-52"
          statuses={(team.data?.data ?? []).map((member) => ({
            id: member.id,
            name: `${member.name} (${member.email})`,
          }))}
        />
        <StatusFilter
          {...url}
          name="resource_type"
          label={t('filters.resourceType')}
          anyLabel={t('filters.anyType')}
          statuses={resourceTypes}
          className="min-w-52"
        />
        <TextFilter
          {...url}
          name="resource_id"
          label={t('filters.resourceId')}
          placeholder={t('filters.exactMatch')}
          className="w-36"
        />
        <CreatedRangeFilter {...url} />
        <div className="ml-auto flex items-center gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => update(clearedAuditFilters())}>
              {t('filters.clear')}
            </Button>
          )}
          <ExportCsvButton exportRows={(onProgress) => exportAuditCsv(params, onProgress)} />
        </div>
      </div>
      <ScrollRegion label={t('table')}>
        <table
          className="w-full min-w-[52rem] table-fixed text-left text-sm"
          data-testid="audit-table"
          aria-busy={entries.isFetching}
        >
          <colgroup>
            {COLUMN_WIDTHS.map((width, index) => (
              <col key={index} className={width} />
            ))}
          </colgroup>
          <TableHeader columns={columns} dense />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={entries}
              colSpan={columns.length}
              what={t('what')}
              empty={t(filtered ? 'noMatch' : 'empty')}
            />
            {!entries.error &&
              entries.data?.data.map((entry) => {
                const open = openId === entry.id;
                const href = resourceHref(entry.resource_type, entry.resource_id);
                const resource = entry.resource_type
                  ? `${entry.resource_type} ${entry.resource_id ?? ''}`.trim()
                  : null;
                const actorType = entry.actor.type === 'user' ? null : t(`actorType.${entry.actor.type}`);
                const summary = auditSummary(entry, summaryWords);
                const actor = actorName(entry.actor, actorWords);
                return (
                  <Fragment key={entry.id}>
                    <tr
                      data-testid="audit-row"
                      data-action={entry.action}
                      className={`cursor-pointer align-top hover:bg-slate-50 ${open ? 'bg-slate-50' : ''}`}
                      onClick={() => toggle(entry.id)}
                    >
                      <td className="py-3 pl-4">
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-label={t(open ? 'hideDetails' : 'showDetails', { id: entry.id })}
                          className="rounded text-slate-500 hover:text-slate-900"
                          onClick={(event) => {
                            event.stopPropagation();
                            toggle(entry.id);
                          }}
                        >
                          {open ? (
                            <ChevronDown className="size-4" aria-hidden />
                          ) : (
                            <ChevronRight className="size-4" aria-hidden />
                          )}
                        </button>
                      </td>
                      <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                        {format.dateTime(entry.created_at)}
                      </td>
                      <td className="px-3 py-3">
                        <Badge tone="info" className="max-w-full" title={actionName(entry.action)}>
                          <span className="truncate">{actionName(entry.action)}</span>
                        </Badge>
                        {/* The action's code, as the API and the CSV name it, and the record it touched. */}
                        <p className="mt-1 truncate font-mono text-xs" title={resource ?? entry.action}>
                          <span className="mr-2 text-slate-500">{entry.action}</span>
                          {resource &&
                            (href ? (
                              <Link
                                href={href}
                                className="text-brand-700 underline"
                                onClick={(event) => event.stopPropagation()}
                              >
                                {resource}
                              </Link>
                            ) : (
                              <span>{resource}</span>
                            ))}
                        </p>
                      </td>
                      <td className="truncate px-3 py-3">
                        <span translate={actor.isData ? 'no' : undefined} title={actor.text}>
                          {actor.text}
                        </span>
                        {actorType && <span className="ml-1 text-xs text-slate-500">({actorType})</span>}
                      </td>
                      <td className="px-3 py-3 text-slate-600">
                        {/* The record's own field names and values: data, not UI text. */}
                        <p className="line-clamp-2 break-words" title={summary} translate="no">
                          {summary}
                        </p>
                      </td>
                    </tr>
                    {open && (
                      <tr className="bg-slate-50">
                        <td />
                        <td colSpan={columns.length - 1} className="px-3 pb-4 pt-1">
                          <AuditDetails entry={entry} actor={actor.text} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
          </tbody>
        </table>
      </ScrollRegion>
      {entries.data && !entries.error && (
        <Pagination meta={entries.data.meta} page={page} update={update} noun={[t('entry'), t('entries')]} />
      )}
    </Card>
  );
}
