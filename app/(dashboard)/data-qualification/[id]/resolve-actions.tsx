'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { queryKeys } from '@/lib/query-keys';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { API_PATH, type QualificationRecord } from '../records';

/** The two decisions, with their words' keys in `qualification.resolve`. */
const DECISIONS = {
  5: {
    mark: 'markValid',
    confirm: 'confirmValid',
    submit: 'submitValid',
    testId: 'dq-resolve-valid',
    variant: 'secondary',
  },
  6: {
    mark: 'markInvalid',
    confirm: 'confirmInvalid',
    submit: 'submitInvalid',
    testId: 'dq-resolve-invalid',
    variant: 'danger',
  },
} as const;
type Decision = keyof typeof DECISIONS;

const MAX_NOTE = 500;

/** Operators only, for an Awaiting record: the manual correction, Valid data or Invalid data, with a note, after a confirmation. */
export function ResolveActions({ record }: { record: QualificationRecord }) {
  const t = useTranslations('qualification.resolve');
  const format = useFormats();
  const inWords = useSaidInWords();
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
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('title')}</p>
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
              {t(DECISIONS[id].mark)}
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
            {t.rich(DECISIONS[decision].confirm, {
              id: record.id,
              customCode: record.custom_code,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <div>
            <Label htmlFor="dq-resolve-note">{t('note')}</Label>
            <textarea
              id="dq-resolve-note"
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
              rows={3}
              maxLength={MAX_NOTE}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('notePlaceholder')}
              data-testid="dq-resolve-note"
            />
            <p className="text-right text-xs text-slate-500">
              {t('noteLength', { length: format.count(note.length), max: format.count(MAX_NOTE) })}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              type="submit"
              variant={decision === 6 ? 'danger' : 'primary'}
              disabled={resolve.isPending}
              data-testid="dq-resolve-confirm"
            >
              {resolve.isPending ? t('saving') : t(DECISIONS[decision].submit)}
            </Button>
            <Button variant="ghost" onClick={() => setDecision(null)} disabled={resolve.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {resolve.error && (
        <p className="text-sm text-red-600" role="alert">
          {inWords(resolve.error.message)}
        </p>
      )}
    </div>
  );
}
