import type { Metadata } from 'next';
import Link from 'next/link';
import { ReferenceFrame } from '@/components/api-reference/reference-frame';
import { referenceDocument } from '@/components/api-reference/reference-document';

export const metadata: Metadata = { title: 'API reference' };

/**
 * The API reference, rendered on the server from the same OpenAPI document as /api/openapi.json: plain HTML with no
 * script of its own, one page per area so a phone loads only what it reads (docs/decisions.md).
 */
export default function ApiReferencePage() {
  const { info, tags } = referenceDocument();
  return (
    <ReferenceFrame tags={tags}>
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {info.title} <span className="text-base font-normal text-slate-600">v{info.version}</span>
        </h1>
        {info.description ? <p className="text-slate-700">{info.description}</p> : null}
        <p className="text-sm text-slate-700">
          Every path is under your Payrail address. Authenticate with your API key as{' '}
          <code className="font-mono text-xs">Authorization: Bearer sk_test_…</code> (test mode) or{' '}
          <code className="font-mono text-xs">sk_live_…</code> (live mode). Amounts are integer cents.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a className="text-brand-700 underline" href="/api/openapi.json">
            OpenAPI document (JSON)
          </a>
          <Link className="text-brand-700 underline" href="/docs/webhooks">
            Webhooks and signatures
          </Link>
          <Link className="text-brand-700 underline" href="/">
            Back to the dashboard
          </Link>
        </p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              href={`/docs/api/${tag.slug}`}
              className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="font-semibold text-slate-900">{tag.tag}</span>
              <span className="block text-sm text-slate-600">
                {tag.operations.length} {tag.operations.length === 1 ? 'operation' : 'operations'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ReferenceFrame>
  );
}
