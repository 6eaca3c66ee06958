'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { auditSummary } from './audit-summary';
import {
  AUDIT_ACTIONS,
  auditApiQuery,
  clearedAuditFilters,
  exportAuditCsv,
  hasAuditFilters,
  RESOURCE_TYPES,
  resourceHref,
} from './audit-query';
import { ScrollRegion } from '@/components/ui/scroll-region';

const COLUMNS = ['', 'When', 'Action', 'Actor', 'Resource', 'Summary'];
const ACTIONS = AUDIT_ACTIONS.map((action) => ({ id: action, name: action }));

/**
 * Who did what and when: filters, page and the open entry (`entry=<id>`) in the URL, so a filtered view or one
 * entry can be shared; CSV export of every entry of the filter.
 */
export function AuditLog() {
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
  const resourceTypes = RESOURCE_TYPES.map((type) => ({ id: type, name: type }));
  const shownResourceType = params.get('resource_type');
  if (shownResourceType && !RESOURCE_TYPES.includes(shownResourceType))
    resourceTypes.push({ id: shownResourceType, name: shownResourceType });
  const toggle = (id: number) => update({ entry: openId === id ? null : String(id), page: params.get('page') });

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter {...url} name="action" label="Action" anyLabel="Any action" statuses={ACTIONS} className="w-56" />
        <StatusFilter
          {...url}
          name="actor_user_id"
          label="Actor"
          anyLabel="Anyone"
          className="w-52"
          statuses={(team.data?.data ?? []).map((member) => ({
            id: member.id,
            name: `${member.name} (${member.email})`,
          }))}
        />
        <StatusFilter
          {...url}
          name="resource_type"
          label="Resource type"
          anyLabel="Any type"
          statuses={resourceTypes}
          className="w-52"
        />
        <TextFilter {...url} name="resource_id" label="Resource id" placeholder="Exact match" className="w-36" />
        <CreatedRangeFilter {...url} />
        <div className="ml-auto flex items-center gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => update(clearedAuditFilters())}>
              Clear filters
            </Button>
          )}
          <ExportCsvButton exportRows={(onProgress) => exportAuditCsv(params, onProgress)} />
        </div>
      </div>
      <ScrollRegion label="Audit log table">
        <table className="w-full text-left text-sm" data-testid="audit-table" aria-busy={entries.isFetching}>
          <TableHeader columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={entries}
              colSpan={COLUMNS.length}
              what="the audit log"
              empty={filtered ? 'No entries match these filters.' : 'Nothing recorded yet.'}
            />
            {!entries.error &&
              entries.data?.data.map((entry) => {
                const open = openId === entry.id;
                const href = resourceHref(entry.resource_type, entry.resource_id);
                return (
                  <Fragment key={entry.id}>
                    <tr
                      data-testid="audit-row"
                      data-action={entry.action}
                      className={`cursor-pointer align-top hover:bg-slate-50 ${open ? 'bg-slate-50' : ''}`}
                      onClick={() => toggle(entry.id)}
                    >
                      <td className="w-8 py-3 pl-4">
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-label={`${open ? 'Hide' : 'Show'} details of entry ${entry.id}`}
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
                      <td className="whitespace-nowrap px-5 py-3 text-slate-600">
                        {format.dateTime(entry.created_at)}
                      </td>
                      <td className="whitespace-nowrap px-5 py-3">
                        <Badge tone="info" className="font-mono">
                          {entry.action}
                        </Badge>
                      </td>
                      <td className="max-w-56 truncate px-5 py-3" title={entry.actor.label}>
                        {entry.actor.label}
                        {entry.actor.type !== 'user' && (
                          <span className="ml-1 text-xs text-slate-500">({entry.actor.type.replace('_', ' ')})</span>
                        )}
                      </td>
                      <td className="whitespace-nowrap px-5 py-3 text-xs">
                        {entry.resource_type ? (
                          href ? (
                            <Link
                              href={href}
                              className="font-mono text-brand-700 underline"
                              onClick={(event) => event.stopPropagation()}
                            >
                              {entry.resource_type} {entry.resource_id}
                            </Link>
                          ) : (
                            <span className="font-mono">
                              {entry.resource_type} {entry.resource_id}
                            </span>
                          )
                        ) : (
                          '—'
                        )}
                      </td>
                      <td className="max-w-md truncate px-5 py-3 text-slate-600" title={auditSummary(entry)}>
                        {auditSummary(entry)}
                      </td>
                    </tr>
                    {open && (
                      <tr className="bg-slate-50">
                        <td />
                        <td colSpan={COLUMNS.length - 1} className="px-5 pb-4 pt-1">
                          <AuditDetails entry={entry} />
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
        <Pagination meta={entries.data.meta} page={page} update={update} noun={['entry', 'entries']} />
      )}
    </Card>
  );
}
