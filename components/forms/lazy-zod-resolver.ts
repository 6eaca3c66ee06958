import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadAfterPage } from '@/lib/load-after-page';

/**
 * A react-hook-form resolver running the API's own zod schema, kept out of the page's first load (zod alone is some
 * 55 KB gzip): `loadSchema` imports the schema's module once the page has loaded, and a validation asked for sooner
 * (react-hook-form validates on mount when the form's validity is shown) waits for it.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  const resolver = loadAfterPage(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver<TInput, unknown, TOutput>(schema);
  });
  // Started in the browser as soon as the page has loaded, so the first validation seldom waits; if this fetch fails,
  // the first validation tries again.
  if (typeof window !== 'undefined') resolver().catch(() => undefined);
  return async (values, context, options) => (await resolver())(values, context, options);
}
