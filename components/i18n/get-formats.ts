import 'server-only';
import { getLocale, getTimeZone } from 'next-intl/server';
import { formatsFor } from './use-formats';

/** useFormats for an async server component: the request's locale and zone (i18n/request.ts). */
export async function getFormats() {
  return formatsFor(await getLocale(), await getTimeZone());
}
