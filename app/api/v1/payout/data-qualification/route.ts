import { batchRefused, qualificationBatchErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { isDomainError } from '@/lib/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { MAX_BATCH_BYTES } from '@/lib/qualification/limits';
import { listQualificationQuerySchema, qualificationBatchSchema, type BatchRefusal } from '@/lib/qualification/schemas';
import { serializeRecord } from '@/lib/qualification/serialize';
import { listRecords } from '@/lib/qualification/list';
import { createBatch } from '@/lib/qualification/create';

export const POST = withAuth(
  { maxBodyBytes: MAX_BATCH_BYTES, ...qualificationBatchErrors },
  async ({ db, body, principal, actor, now, merchant }) => {
    const parsed = qualificationBatchSchema.safeParse(body);
    if (!parsed.success) throw batchRefused(parsed.error.issues.map((issue) => issue.message).join(' '));
    const account = await merchant(parsed.data.merchant_id).catch((error: unknown) => {
      throw isDomainError(error, 'invalid') ? batchRefused(error.message) : error;
    });
    const outcome = await createBatch(db, {
      scope: principal,
      account,
      serviceId: parsed.data.service_id,
      data: parsed.data.data,
      apiKeyId: principal.apiKeyId,
      actor,
      now,
    });
    const stored = outcome.uploadSuccess.length;
    if (outcome.errors.length === 0) {
      const changed = outcome.uploadChangeService.length
        ? `; ${outcome.uploadChangeService.length} moved to another service`
        : '';
      return json({ message: `All ${stored} records were received and will be processed${changed}.` });
    }
    return json(
      {
        message: `${outcome.errors.length} of ${parsed.data.data.length} records have errors and were not stored; ${stored} were received.`,
        info: outcome,
      } satisfies BatchRefusal,
      400,
    );
  },
);

/** The provider's plain array (docs/api.md); paging travels in X-Total-Count and Link headers. */
export const GET = withAuth({}, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listQualificationQuerySchema, query);
  const { views, total, page, perPage } = await listRecords(db, principal, parsed);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const linkTo = (target: number, rel: string) => {
    const url = new URL(req.url);
    url.searchParams.set('page', String(target));
    url.searchParams.set('per_page', String(perPage));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [linkTo(1, 'first'), linkTo(lastPage, 'last')];
  if (page > 1) links.push(linkTo(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(linkTo(page + 1, 'next'));
  return json(views.map(serializeRecord), 200, { 'x-total-count': String(total), link: links.join(', ') });
});
