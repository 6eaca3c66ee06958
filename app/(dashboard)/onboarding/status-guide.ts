import { ONBOARDING_TRANSITIONS, type OnboardingStatus } from '@/lib/onboarding/rules';

/** A move's button, its confirmation's question and what the move does: `onboarding.transition.<name>`. */
type ActionName = 'startReview' | 'approve' | 'reject' | 'deactivate' | 'reactivate' | 'close';

export type TransitionAction = { to: OnboardingStatus; name: ActionName | null; danger: boolean };

/**
 * The operator's buttons, one per move of the transition table (lib/onboarding/rules.ts). Keyed by `from` and `to`,
 * because "to active" is Approve from review and Reactivate from inactive.
 */
const ACTIONS: Record<string, { name: ActionName; danger: boolean }> = {
  'pending>due_diligence_review': { name: 'startReview', danger: false },
  'due_diligence_review>active': { name: 'approve', danger: false },
  'due_diligence_review>canceled': { name: 'reject', danger: true },
  'active>inactive': { name: 'deactivate', danger: true },
  'inactive>active': { name: 'reactivate', danger: false },
  'active>closed': { name: 'close', danger: true },
  'inactive>closed': { name: 'close', danger: true },
};

/** The moves allowed from `status`, each with its button; a move without one (`name` null) is named by its target. */
export function transitionActions(status: OnboardingStatus): TransitionAction[] {
  return ONBOARDING_TRANSITIONS[status].map((to) => ({
    to,
    ...(ACTIONS[`${status}>${to}`] ?? { name: null, danger: false }),
  }));
}
