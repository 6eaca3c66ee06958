import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { invalidInput } from '@/lib/errors';
import type { PaymentTable } from './queries';

const DUPLICATE_INVOICE = 'The invoice has already been taken.';

export const duplicateInvoice = () => invalidInput('invoice', DUPLICATE_INVOICE);

/** Invoices are unique per merchant and mode: a live payment may reuse an invoice tried in test mode. */
export async function invoiceTaken(
  tx: Executor,
  table: PaymentTable,
  payment: { merchantAccountId: number; livemode: boolean; invoice: string },
): Promise<boolean> {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.merchantAccountId, payment.merchantAccountId),
        eq(table.livemode, payment.livemode),
        eq(table.invoice, payment.invoice),
      ),
    );
  return taken !== undefined;
}

/**
 * Runs a create that checked its invoice. Two requests with one invoice can both pass the check; the unique index
 * refuses the second, which then gets the check's answer.
 */
export async function refusingDuplicateInvoice<Created>(create: () => Promise<Created>): Promise<Created> {
  try {
    return await create();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateInvoice();
    throw error;
  }
}
