import { z } from 'zod';

/** Pieces every domain's OpenAPI registration uses; kept apart from lib/api/openapi.ts so nothing imports in a circle. */
export const messageBodySchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** On every charge, payout, qualification record and webhook delivery (docs/decisions.md). */
export const livemodeSchema = z
  .boolean()
  .describe('true when made in live mode (an sk_live_ key or the dashboard in live mode), false in test mode');

/** The list envelope (docs/api.md): `meta` with counts and `links` to other pages; lib/pagination.ts builds it. */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export const pageLinksSchema = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

/** One page of a list: `{data, meta, links}`. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), meta: pageMetaSchema, links: pageLinksSchema });

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** The error answers every authenticated route shares. */
export const commonErrors = {
  401: { description: 'Missing, invalid or revoked key', ...json(messageBodySchema) },
  403: { description: 'The role may not do this', ...json(messageBodySchema) },
  429: { description: 'Rate limited; see Retry-After', ...json(messageBodySchema) },
};

export const jsonContent = json;

/**
 * A list route's query schema as OpenAPI parameters. The generator calls `.openapi()` on each member, which
 * exists only on schemas made after zod-openapi-setup ran; a route may have loaded the schema module first
 * in the same process, so each member is rewrapped (query parameters are all optional anyway).
 */
export function queryParameters(schema: z.ZodObject) {
  return z.object(
    Object.fromEntries(Object.entries(schema.shape).map(([name, member]) => [name, (member as z.ZodType).optional()])),
  );
}
