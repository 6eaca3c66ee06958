import { inScope } from '@/db/scope';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accountOpeningRequests, payinCharges, payoutPayments, qualificationRecords } from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { formatBrl } from '@/lib/money';
import { statusObject } from '@/lib/payin/rules';
import { payoutStatusObject } from '@/lib/payout/rules';
import { QUALIFICATION_STATUSES } from '@/lib/qualification/rules';
import { searchTerms, type SearchTerms } from './rules';
import type { SearchHitRecord as SearchHit } from './schemas';

/**
 * The dashboard's ⌘K search: exact matches on indexed columns of one organization's charges, payouts,
 * qualification records (in the caller's mode) and onboarding requests (which have no mode), a few of each kind, the
 * newest first. Buyers and beneficiaries are also found by a part of their name and charges and payouts by a part of
 * their invoice (3 characters or more, any case), over trigram indexes (pg_trgm, migration 0014).
 */

const PER_KIND = 5;
const anyOf = (conditions: (SQL | false)[]) =>
  or(...conditions.filter((condition): condition is SQL => condition !== false));

async function payins(db: Executor, scope: Scope, terms: SearchTerms): Promise<SearchHit[]> {
  const rows = await db
    .select()
    .from(payinCharges)
    .where(
      and(
        ...inScope(payinCharges, scope),
        anyOf([
          terms.id !== null && eq(payinCharges.id, terms.id),
          eq(payinCharges.invoice, terms.text),
          eq(payinCharges.hash, terms.text),
          terms.document !== null && eq(payinCharges.buyerDocument, terms.document),
          terms.email !== null && sql`lower(${payinCharges.buyer}->>'email') = ${terms.email}`,
          terms.pattern !== null && sql`${payinCharges.buyer}->>'name' ilike ${terms.pattern}`,
          terms.pattern !== null && sql`${payinCharges.invoice} ilike ${terms.pattern}`,
        ]),
      ),
    )
    .orderBy(desc(payinCharges.createdAt))
    .limit(PER_KIND);
  return rows.map((charge) => ({
    kind: 'payin',
    id: String(charge.id),
    label: `Charge #${charge.id} · ${charge.invoice}`,
    detail: `${charge.paymentMethod} · ${formatBrl(charge.amount)} · ${charge.buyer.name}`,
    status: statusObject(charge.statusId).name,
  }));
}

async function payouts(db: Executor, scope: Scope, terms: SearchTerms): Promise<SearchHit[]> {
  const rows = await db
    .select()
    .from(payoutPayments)
    .where(
      and(
        ...inScope(payoutPayments, scope),
        anyOf([
          terms.id !== null && eq(payoutPayments.id, terms.id),
          eq(payoutPayments.invoice, terms.text),
          terms.document !== null && eq(payoutPayments.beneficiaryDocument, terms.document),
          terms.pattern !== null && sql`${payoutPayments.beneficiary}->>'name' ilike ${terms.pattern}`,
          terms.pattern !== null && sql`${payoutPayments.invoice} ilike ${terms.pattern}`,
        ]),
      ),
    )
    .orderBy(desc(payoutPayments.createdAt))
    .limit(PER_KIND);
  return rows.map((payout) => ({
    kind: 'payout',
    id: String(payout.id),
    label: `Payout #${payout.id} · ${payout.invoice}`,
    detail: `PIX · ${formatBrl(payout.amount)} · ${payout.beneficiary.name}`,
    status: payoutStatusObject(payout.statusId).name,
  }));
}

async function qualificationHits(db: Executor, scope: Scope, terms: SearchTerms): Promise<SearchHit[]> {
  const rows = await db
    .select()
    .from(qualificationRecords)
    .where(
      and(
        ...inScope(qualificationRecords, scope),
        anyOf([
          terms.id !== null && eq(qualificationRecords.id, terms.id),
          eq(qualificationRecords.customCode, terms.text),
          eq(qualificationRecords.batchCode, terms.text),
          terms.document !== null && eq(qualificationRecords.document, terms.document),
        ]),
      ),
    )
    .orderBy(desc(qualificationRecords.id))
    .limit(PER_KIND);
  return rows.map((record) => ({
    kind: 'qualification',
    id: String(record.id),
    label: `Record #${record.id} · ${record.customCode}`,
    detail: `${record.name} · bank ${record.bankCode} · batch ${record.batchCode}`,
    status: QUALIFICATION_STATUSES[record.statusId]?.name ?? 'Unknown',
  }));
}

async function onboardingHits(db: Executor, organizationId: number, terms: SearchTerms): Promise<SearchHit[]> {
  const rows = await db
    .select()
    .from(accountOpeningRequests)
    .where(
      and(
        eq(accountOpeningRequests.organizationId, organizationId),
        anyOf([
          terms.uuid !== null && eq(accountOpeningRequests.id, terms.uuid),
          terms.document !== null && sql`${accountOpeningRequests.company}->>'tax_id' = ${terms.document}`,
          terms.email !== null &&
            sql`exists (select 1 from jsonb_array_elements(${accountOpeningRequests.company}->'contacts') contact where lower(contact->>'email') = ${terms.email})`,
          terms.pattern !== null && sql`${accountOpeningRequests.company}->>'legal_name' ilike ${terms.pattern}`,
        ]),
      ),
    )
    .orderBy(desc(accountOpeningRequests.createdAt))
    .limit(PER_KIND);
  return rows.map((request) => ({
    kind: 'onboarding',
    id: request.id,
    label: request.company.legal_name,
    detail: `CNPJ ${request.company.tax_id} · ${request.company.trade_name}`,
    status: request.status,
  }));
}

export async function search(db: Executor, scope: Scope, query: string): Promise<SearchHit[]> {
  const terms = searchTerms(query);
  if (terms.text.length === 0) return [];
  const found = await Promise.all([
    payins(db, scope, terms),
    payouts(db, scope, terms),
    qualificationHits(db, scope, terms),
    onboardingHits(db, scope.organizationId, terms),
  ]);
  return found.flat();
}
