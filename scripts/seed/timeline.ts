/**
 * One dated step of the demo's history: a charge or payout created, paid, credited, failed… The seed runs the steps
 * of every account in time order, because the ledger dates a movement no earlier than its accounts' last entry
 * (docs/decisions.md, "The ledger"): a step run out of order would be booked at a later moment than it happened, and
 * the statements and balance history would not show the demo's two weeks.
 */
export type DemoStep = { at: Date; run: () => Promise<void> };

export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
export const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Runs the steps one at a time, oldest first; steps at the same moment keep their order. */
export async function runInTimeOrder(steps: DemoStep[]): Promise<void> {
  const ordered = steps.map((step, index) => ({ step, index }));
  ordered.sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.index - b.index);
  for (const { step } of ordered) await step.run();
}
