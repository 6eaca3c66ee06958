import { ONBOARDING_TRANSITIONS, type OnboardingStatus } from '@/lib/onboarding/rules';

/** What happens after each status, with the usual wait: shown under a request's timeline. Client-safe, no I/O. */
export const NEXT_STEPS: Record<OnboardingStatus, string> = {
  pending: 'Next: Payrail starts the due-diligence review, usually within 1 business day.',
  due_diligence_review:
    'Next: approved (the merchant account is opened) or canceled, usually within 2–3 business days.',
  active: 'The account is open. It can be deactivated (and reactivated later) or closed.',
  inactive: 'The account is paused. It can be reactivated or closed.',
  canceled: 'Final: the request was not approved. File a new request to try again.',
  closed: 'Final: the account was closed.',
};

export type TransitionAction = {
  label: string;
  /** The confirmation's question and what the move does. */
  question: string;
  effect: string;
  danger: boolean;
};

/**
 * The operator's buttons, one per move of the transition table (lib/onboarding/rules.ts). Keyed by `from` and `to`,
 * because "to active" is Approve from review and Reactivate from inactive.
 */
const ACTIONS: Record<string, TransitionAction> = {
  'pending>due_diligence_review': {
    label: 'Start review',
    question: 'Start the due-diligence review?',
    effect: 'The request moves to Due diligence review and the merchant is notified.',
    danger: false,
  },
  'due_diligence_review>active': {
    label: 'Approve',
    question: 'Approve this company?',
    effect: 'The request becomes Active and, the first time, a merchant account named after the trade name is opened.',
    danger: false,
  },
  'due_diligence_review>canceled': {
    label: 'Reject',
    question: 'Reject this request?',
    effect: 'The request is canceled. This is final: the company would have to file a new request.',
    danger: true,
  },
  'active>inactive': {
    label: 'Deactivate',
    question: 'Deactivate this company?',
    effect: 'The request becomes Inactive. It can be reactivated later.',
    danger: true,
  },
  'inactive>active': {
    label: 'Reactivate',
    question: 'Reactivate this company?',
    effect: 'The request becomes Active again, with the account it already has.',
    danger: false,
  },
  'active>closed': {
    label: 'Close',
    question: 'Close this account?',
    effect: 'The request is closed. This is final.',
    danger: true,
  },
  'inactive>closed': {
    label: 'Close',
    question: 'Close this account?',
    effect: 'The request is closed. This is final.',
    danger: true,
  },
};

/** The moves allowed from `status`, each with its button; a move without one would still show, named by its target. */
export function transitionActions(status: OnboardingStatus): (TransitionAction & { to: OnboardingStatus })[] {
  return ONBOARDING_TRANSITIONS[status].map((to) => ({
    to,
    ...(ACTIONS[`${status}>${to}`] ?? {
      label: `Move to ${to}`,
      question: `Move this request to ${to}?`,
      effect: '',
      danger: false,
    }),
  }));
}
