import { getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { getChargeByHash } from '@/lib/payin/queries';
import { boletoDownload } from '../boleto-download';
import { boletoPdf } from '../boleto-pdf';
import { boletoSheet } from '../boleto-sheet';

export const dynamic = 'force-dynamic';

// The payer's name and document are in it: no shared or browser cache keeps a copy.
const NO_STORE = 'no-store';

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE },
  });

/**
 * The payment page's open boleto as a PDF to save or print, in the page's language (proxy.ts marks this path as a
 * public page, so i18n/request.ts follows the switcher's cookie or Accept-Language). Public like the page: the hash
 * is the buyer's capability.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ hash: string }> }): Promise<Response> {
  const { hash } = await params;
  const [view, t, locale] = await Promise.all([
    getDb().then((db) => getChargeByHash(db, hash)),
    getTranslations('pay'),
    getLocale(),
  ]);
  const download = boletoDownload(view, new Date());
  if (download.kind === 'notFound') return plain(404, t('notFound.title'));
  if (download.kind === 'closed') return plain(409, t(`notice.${download.state}Title`));
  const pdf = await boletoPdf((measure) => boletoSheet(download.sheet, t, locale, measure));
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${download.fileName}"`,
      'cache-control': NO_STORE,
      // The page keeps out of search results by its robots meta tag; a PDF can only say so in a header.
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}
