'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { TeamMemberRecord } from '@/lib/accounts/schemas';
import type { teamRoles } from '@/lib/accounts/team-rules';

export type Confirming =
  { kind: 'active'; active: boolean } | { kind: 'role'; role: (typeof teamRoles)[number] } | { kind: 'reset' };

/**
 * A keyboard user's focus while a change is confirmed in a member's row: on the question when it opens (the control
 * that opened it is gone), then back on that control (marked `data-opens` with the kind) once it has closed and the
 * change is no longer `saving` (the control is disabled until then, and a disabled control takes no focus).
 */
export function useConfirmFocus(confirming: Confirming | null, saving: boolean) {
  const rowRef = useRef<HTMLTableRowElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openedBy = useRef<Confirming['kind'] | null>(null);
  useEffect(() => {
    if (confirming) {
      openedBy.current = confirming.kind;
      panelRef.current?.focus();
    } else if (openedBy.current && !saving) {
      rowRef.current?.querySelector<HTMLElement>(`[data-opens="${openedBy.current}"]`)?.focus();
      openedBy.current = null;
    }
  }, [confirming, saving]);
  return { rowRef, panelRef };
}

/** The question asked in the row before a change, its Yes and Cancel; Escape cancels too. */
export function ChangeConfirmation({
  confirming,
  member,
  oneTimePasswordHours,
  panelRef,
  saving,
  resetting,
  onConfirm,
  onCancel,
}: {
  confirming: Confirming;
  member: TeamMemberRecord;
  oneTimePasswordHours: number;
  panelRef: RefObject<HTMLDivElement | null>;
  saving: boolean;
  resetting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('team');
  const roleName = useTranslations('shell.role');
  const pending = saving || resetting;
  const question =
    confirming.kind === 'reset'
      ? t('confirmReset', { name: member.name, hours: oneTimePasswordHours })
      : confirming.kind === 'role'
        ? t('confirmOwnRole', { role: t(`role.${confirming.role}`) })
        : confirming.active
          ? t('confirmReactivate', { name: member.name, role: roleName(member.role) })
          : t('confirmDeactivate', { name: member.name });
  const yes =
    confirming.kind === 'reset'
      ? t(resetting ? 'resetting' : 'yesReset')
      : t(
          saving
            ? 'saving'
            : confirming.kind === 'role'
              ? 'yesChangeRole'
              : confirming.active
                ? 'yesReactivate'
                : 'yesDeactivate',
        );
  return (
    <div
      ref={panelRef}
      role="alertdialog"
      aria-label={t('confirmLabel')}
      tabIndex={-1}
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-left text-sm focus:outline-2 focus:outline-brand-600"
      onKeyDown={(event) => event.key === 'Escape' && !pending && onCancel()}
    >
      <p className="font-medium text-amber-900">{question}</p>
      <div className="mt-2 flex gap-2">
        <Button
          variant={
            confirming.kind === 'reset' || (confirming.kind === 'active' && !confirming.active) ? 'danger' : 'primary'
          }
          disabled={pending}
          onClick={onConfirm}
        >
          {yes}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
