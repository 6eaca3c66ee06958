import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { payoutPayments, payoutStatusHistory, type MerchantAccount } from '@/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { toCents } from '@/lib/cents';
import type { Scope } from '@/lib/livemode';
import { applyMarkup } from '@/lib/markup/service';
import { duplicateInvoice, invoiceTaken, refusingDuplicateInvoice } from '@/lib/payments/invoices';
import { processorFor } from '@/lib/processor';
import { assertWebhookUrl } from '@/lib/webhooks/service';
import { bookPayoutChange } from './ledger';
import type { PayoutView } from './queries';
import { decimalAmount, PAYOUT_AMOUNT_LIMITS, PAYOUT_STATUS } from './rules';
import type { CreatePayoutInput } from './schemas';

type NewPayout = {
  scope: Scope;
  account: MerchantAccount;
  input: CreatePayoutInput;
  apiKeyId: number | null;
  actor: Actor;
  now: Date;
};

/**
 * Creates a payout with its markup (looked up in this transaction), the reservation of amount + markup from the
 * merchant's available balance, its first history row and the hand-over to the mode's processor; live mode has none
 * yet, so a live payout stays Awaiting. When the available balance does not cover it, the reservation throws
 * `insufficient_funds` (422 on `amount`) and the transaction writes nothing: no payout, job, audit or callback.
 */
export async function createPayout(db: Db, request: NewPayout): Promise<PayoutView> {
  const { input, account, now, scope } = request;
  const amount = toCents(input.amount);
  assertWebhookUrl(input.notification_url);
  return refusingDuplicateInvoice(() =>
    db.transaction(async (tx) => {
      // Sent together, as in createCharge: the connection pipelines statements that do not need each other.
      const [taken, markup] = await Promise.all([
        invoiceTaken(tx, payoutPayments, {
          merchantAccountId: account.id,
          livemode: scope.livemode,
          invoice: input.invoice,
        }),
        applyMarkup(
          tx,
          account,
          'payout',
          'pix',
          { cents: amount, maxTotalCents: toCents(PAYOUT_AMOUNT_LIMITS.max) },
          input.markup,
        ),
      ]);
      if (taken) throw duplicateInvoice();
      const payout = theRow(
        await tx
          .insert(payoutPayments)
          .values({
            organizationId: scope.organizationId,
            livemode: scope.livemode,
            merchantAccountId: account.id,
            apiKeyId: request.apiKeyId,
            invoice: input.invoice,
            paymentMethod: 'PIX',
            amount,
            markupAmount: markup?.applied_amount ?? 0,
            currency: input.currency,
            country: input.country,
            description: input.description ?? null,
            notificationUrl: input.notification_url ?? null,
            beneficiary: {
              name: input.beneficiary.name,
              document: {
                type: input.beneficiary.document.type.toLowerCase(),
                number: input.beneficiary.document.number,
              },
              pix: input.beneficiary.pix,
            },
            beneficiaryDocument: input.beneficiary.document.number,
            markup,
            markupRuleId: markup?.rule_id ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into payoutPayments',
      );
      // A shortfall throws here, before the rows that follow, and the rollback takes the payout row back too.
      await bookPayoutChange(tx, payout, now);
      const [inserted] = await Promise.all([
        tx
          .insert(payoutStatusHistory)
          .values({ payoutId: payout.id, statusId: PAYOUT_STATUS.awaiting, createdAt: now })
          .returning(),
        processorFor(scope.livemode)?.submitPayout(tx, payout, now),
        recordAudit(tx, {
          organizationId: scope.organizationId,
          actor: request.actor,
          action: 'payout.created',
          resourceType: 'payout',
          resourceId: payout.id,
          details: { invoice: payout.invoice, amount: decimalAmount(payout.amount) },
        }),
      ]);
      return { payout, merchantName: account.name, history: [theRow(inserted, 'insert into payoutStatusHistory')] };
    }),
  );
}
