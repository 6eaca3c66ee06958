'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api-client';
import type { OnboardingStatus } from '@/lib/onboarding/rules';
import type { AccountOpeningRequestRecord } from '@/lib/onboarding/schemas';
import { transitionActions, type TransitionAction } from '../status-guide';

/**
 * Operators only (the API refuses everyone else with 403): the moves the transition table allows from the current
 * status, each after a confirmation with an optional reason. The answer replaces the request on screen; the server
 * layout is refreshed too, because an approval opens a merchant account that the account switcher must list.
 */
export function TransitionActions({ request }: { request: AccountOpeningRequestRecord }) {
  const t = useTranslations('onboarding.transition');
  const statusName = useTranslations('status.onboarding');
  const inWords = useSaidInWords();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [target, setTarget] = useState<OnboardingStatus | null>(null);
  const actions = transitionActions(request.status);
  const chosen = actions.find((action) => action.to === target);
  const transition = useMutation({
    mutationFn: ({ to, reason }: { to: OnboardingStatus; reason: string }) =>
      apiFetch<AccountOpeningRequestRecord>(`/v2/register/companies/${request.id}/transition`, {
        method: 'POST',
        json: { status: to, ...(reason ? { reason } : {}) },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.onboardingRequests.record(request.id), updated);
      setTarget(null);
      router.refresh();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.onboardingRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
      ]);
    },
  });
  // A move without a button of its own is named by its target ("Move to Closed").
  const words = ({ to, name }: TransitionAction) =>
    name
      ? { label: t(`${name}.label`), question: t(`${name}.question`), effect: t(`${name}.effect`) }
      : {
          label: t('moveTo.label', { status: statusName(to) }),
          question: t('moveTo.question', { status: statusName(to) }),
          effect: null,
        };
  const chosenWords = chosen && words(chosen);

  return (
    <div className="space-y-3" data-testid="onboarding-actions">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('operatorReview')}</p>
      {actions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('final', { status: statusName(request.status) })}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.to}
              variant={action.danger ? 'danger' : 'secondary'}
              data-testid={`transition-${action.to}`}
              onClick={() => {
                transition.reset();
                setTarget(action.to);
              }}
            >
              {words(action).label}
            </Button>
          ))}
        </div>
      )}
      {transition.isSuccess && !target && (
        <p className="text-sm text-emerald-700" role="status">
          {t('now', { status: statusName(transition.data.status) })}
        </p>
      )}
      <ConfirmDialog
        open={chosen !== undefined}
        title={chosenWords?.question ?? ''}
        description={
          chosen &&
          chosenWords && (
            <>
              {chosenWords.effect && <p>{chosenWords.effect}</p>}
              <p className="mt-1 text-xs text-slate-500">
                {t('move', { from: statusName(request.status), to: statusName(chosen.to) })}
              </p>
            </>
          )
        }
        confirmLabel={chosenWords?.label ?? t('confirm')}
        danger={chosen?.danger}
        pending={transition.isPending}
        error={transition.error && inWords(transition.error.message)}
        reasonLabel={t('reasonLabel')}
        reasonPlaceholder={t('reasonPlaceholder')}
        onConfirm={(reason) => chosen && transition.mutate({ to: chosen.to, reason })}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
