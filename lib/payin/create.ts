import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts, payinCharges, payinStatusHistory, type MerchantAccount } from '@/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { DomainError } from '@/lib/errors';
import { enqueueJob } from '@/lib/jobs/service';
import type { Scope } from '@/lib/livemode';
import { applyMarkup } from '@/lib/markup/service';
import { duplicateInvoice, invoiceTaken, refusingDuplicateInvoice } from '@/lib/payments/invoices';
import { processorFor } from '@/lib/processor';
import { assertWebhookUrl } from '@/lib/webhooks/service';
import { boletoNumbers, pixBrCode } from './issuer';
import { PAYIN_JOBS } from './jobs';
import type { ChargeView } from './queries';
import { AMOUNT_LIMITS, boletoExpiresAt, BUYER_DOCUMENT_TYPES, PAYIN_STATUS, pixExpiresAt } from './rules';
import type { CreatePayinInput } from './schemas';

/** Refuses an invoice the merchant has already used in this mode. */
async function assertInvoiceFree(
  tx: Executor,
  charge: { merchantAccountId: number; livemode: boolean; invoice: string },
) {
  if (await invoiceTaken(tx, payinCharges, charge)) throw duplicateInvoice();
}

/** The next boleto our_number of the merchant; the row lock orders concurrent creates of one merchant. */
async function nextOurNumber(tx: Executor, merchantAccountId: number): Promise<string> {
  const row = theRow(
    await tx
      .update(merchantAccounts)
      .set({ payinSequence: sql`${merchantAccounts.payinSequence} + 1` })
      .where(eq(merchantAccounts.id, merchantAccountId))
      .returning({ sequence: merchantAccounts.payinSequence }),
    'update of merchantAccounts',
  );
  return String(row.sequence).padStart(11, '0');
}

type NewCharge = {
  scope: Scope;
  account: MerchantAccount;
  input: CreatePayinInput;
  apiKeyId: number | null;
  actor: Actor;
  now: Date;
};

/**
 * Creates a charge: invoice check, markup (inline or global, looked up in this transaction), bank numbers,
 * the first history row, the expiry job, and the hand-over to the mode's processor (none in live mode yet).
 * The buyer pays amount + markup.
 */
export async function createCharge(db: Db, request: NewCharge): Promise<ChargeView> {
  const { input, account, now, scope } = request;
  const buyerDocument = input.buyer.document.number;
  assertWebhookUrl(input.notification_url);
  const processor = processorFor(scope.livemode);
  if (processor && !processor.acceptsCharge(buyerDocument))
    throw new DomainError('processor_refused', 'Failed to send payin to processor');
  return refusingDuplicateInvoice(() =>
    db.transaction(async (tx) => {
      // Statements that do not need each other's results are sent together: the connection pipelines them, so the
      // transaction waits on three round trips instead of seven.
      const [, markup, ourNumber] = await Promise.all([
        assertInvoiceFree(tx, { merchantAccountId: account.id, livemode: scope.livemode, invoice: input.invoice }),
        applyMarkup(
          tx,
          account,
          'payin',
          input.payment_method === 'boleto' ? 'billet' : 'pix',
          { cents: input.amount, maxTotalCents: AMOUNT_LIMITS[input.payment_method].max },
          input.markup,
        ),
        nextOurNumber(tx, account.id),
      ]);
      const markupAmount = markup?.applied_amount ?? 0;
      const total = input.amount + markupAmount;
      const hash = randomBytes(16).toString('hex');
      const payee = input.payment_method === 'boleto' ? input.originator_legal_entity.name : account.name;
      const expiresAt =
        input.payment_method === 'boleto'
          ? boletoExpiresAt(input.boleto.expire_date)
          : pixExpiresAt(input.pix.expire_date);

      const charge = theRow(
        await tx
          .insert(payinCharges)
          .values({
            organizationId: scope.organizationId,
            livemode: scope.livemode,
            merchantAccountId: account.id,
            apiKeyId: request.apiKeyId,
            hash,
            ourNumber,
            invoice: input.invoice,
            notificationUrl: input.notification_url ?? null,
            paymentMethod: input.payment_method,
            amount: input.amount,
            markupAmount,
            currency: input.currency,
            country: input.country,
            description: input.description ?? null,
            buyer: {
              name: input.buyer.name,
              email: input.buyer.email,
              document: { type: BUYER_DOCUMENT_TYPES[input.buyer.document.type], number: buyerDocument },
              ...(input.payment_method === 'boleto'
                ? {
                    address: {
                      ...input.buyer.address,
                      complement: input.buyer.address.complement ?? null,
                      country: input.country,
                    },
                  }
                : {}),
            },
            buyerDocument,
            originatorLegalEntity: input.payment_method === 'boleto' ? input.originator_legal_entity : null,
            boleto:
              input.payment_method === 'boleto'
                ? {
                    expire_date: input.boleto.expire_date,
                    ...boletoNumbers({ amountCents: total, dueDate: input.boleto.expire_date, ourNumber }),
                    fine: { percent: null, amount: null, date: null },
                    discount: { percent: null, amount: null, daily_amount: null, date: null },
                  }
                : null,
            pix:
              input.payment_method === 'pix'
                ? {
                    expire_date: input.pix.expire_date,
                    qr_code: pixBrCode({ amountCents: total, payee, txid: hash, description: input.description }),
                  }
                : null,
            markup,
            markupRuleId: markup?.rule_id ?? null,
            expiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into payinCharges',
      );
      const [inserted] = await Promise.all([
        tx
          .insert(payinStatusHistory)
          .values({ chargeId: charge.id, statusId: PAYIN_STATUS.created, createdAt: now })
          .returning(),
        enqueueJob(tx, { kind: PAYIN_JOBS.expire, payload: { chargeId: charge.id }, runAt: expiresAt }),
        processor?.submitCharge(tx, charge, now),
        recordAudit(tx, {
          organizationId: scope.organizationId,
          actor: request.actor,
          action: 'payin.created',
          resourceType: 'payin',
          resourceId: charge.id,
          details: { invoice: charge.invoice, amount: charge.amount, payment_method: charge.paymentMethod },
        }),
      ]);
      return {
        charge,
        merchantName: account.name,
        history: [theRow(inserted, 'insert into payinStatusHistory')],
        refunds: [],
      };
    }),
  );
}
