'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { API_PATH, type QualificationRecord } from '../records';

const DECISIONS = {
  5: { label: 'Mark valid', verb: 'valid', testId: 'dq-resolve-valid', variant: 'secondary' },
  6: { label: 'Mark invalid', verb: 'invalid', testId: 'dq-resolve-invalid', variant: 'danger' },
} as const;
type Decision = keyof typeof DECISIONS;

const MAX_NOTE = 500;

/** Operators only, for an Awaiting record: the manual correction, Valid data or Invalid data, with a note, after a confirmation. */
export function ResolveActions({ record }: { record: QualificationRecord }) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: (statusId: Decision) =>
      apiFetch<QualificationRecord>(`${API_PATH}/${record.id}/resolve`, {
        method: 'POST',
        json: { status_id: statusId, ...(note.trim() ? { note: note.trim() } : {}) },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.qualificationRecords.record(record.id), updated);
      setDecision(null);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.qualificationRecords.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
      ]);
    },
  });

  return (
    <div className="space-y-3">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Manual correction</p>
      {decision === null ? (
        <div className="flex flex-wrap gap-2">
          {([5, 6] as const).map((id) => (
            <Button
              key={id}
              variant={DECISIONS[id].variant}
              onClick={() => {
                resolve.reset();
                setDecision(id);
              }}
              data-testid={DECISIONS[id].testId}
            >
              {DECISIONS[id].label}
            </Button>
          ))}
        </div>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            resolve.mutate(decision);
          }}
          data-testid="dq-resolve-confirm-form"
        >
          <p className="text-sm text-slate-800">
            Mark record #{record.id} ({record.custom_code}) as <strong>{DECISIONS[decision].verb} data</strong>? This is
            final; the merchant is notified.
          </p>
          <div>
            <Label htmlFor="dq-resolve-note">Note (optional)</Label>
            <textarea
              id="dq-resolve-note"
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
              rows={3}
              maxLength={MAX_NOTE}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="What was checked, e.g. confirmed with the bank by phone"
              data-testid="dq-resolve-note"
            />
            <p className="text-right text-xs text-slate-500">
              {note.length}/{MAX_NOTE}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              type="submit"
              variant={decision === 6 ? 'danger' : 'primary'}
              disabled={resolve.isPending}
              data-testid="dq-resolve-confirm"
            >
              {resolve.isPending ? 'Saving…' : `Confirm: ${DECISIONS[decision].verb} data`}
            </Button>
            <Button variant="ghost" onClick={() => setDecision(null)} disabled={resolve.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {resolve.error && (
        <p className="text-sm text-red-600" role="alert">
          {resolve.error.message}
        </p>
      )}
    </div>
  );
}
