import type { PayinCharge } from '@/db/schema';
import { formatDocument } from '@/lib/validation/documents';
import type { BoletoSheetInput } from './boleto-sheet';
import { pageState, payeeName, type PageState } from './page-state';

/** What `GET /pay/{hash}/boleto.pdf` answers (docs/decisions.md, the payment page). */
export type BoletoDownload =
  | { kind: 'notFound' }
  | { kind: 'closed'; state: Exclude<PageState, 'open'> }
  | { kind: 'open'; sheet: BoletoSheetInput; fileName: string };

/**
 * The boleto a payment page's hash leads to, while it may be paid. A pix charge has no boleto, so there is nothing
 * to find; a boleto no longer open (paid, canceled, expired…) exists, but must not be paid (again).
 */
export function boletoDownload(view: { charge: PayinCharge; merchantName: string } | null, now: Date): BoletoDownload {
  const boleto = view?.charge.boleto;
  if (!view || !boleto) return { kind: 'notFound' };
  const { charge, merchantName } = view;
  const state = pageState(charge, now);
  if (state !== 'open') return { kind: 'closed', state };
  const originator = charge.originatorLegalEntity;
  return {
    kind: 'open',
    fileName: boletoFileName(charge.invoice),
    sheet: {
      digitableLine: boleto.digitable_line,
      payee: {
        name: payeeName(charge, merchantName),
        document: originator ? formatDocument(originator.document) : null,
      },
      payer: { name: charge.buyer.name, document: charge.buyerDocument },
      amountCents: charge.amount + charge.markupAmount,
      dueDate: boleto.expire_date,
      createdAt: charge.createdAt,
      invoice: charge.invoice,
      ourNumber: charge.ourNumber,
      assignorCode: boleto.agreement.assignor_code,
      helpdesk: originator?.helpdesk ?? null,
      description: charge.description,
      livemode: charge.livemode,
    },
  };
}

/**
 * `boleto-<invoice>.pdf`, the invoice cut to letters, digits, `-`, `_` and `.`: it is the merchant's free text, and a
 * quote, slash or line break would break the Content-Disposition header or the saved file's name.
 */
export function boletoFileName(invoice: string): string {
  return `boleto-${invoice.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}
