import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ReferenceTag } from '@/lib/openapi/reference';
import { MethodBadge } from './operation-section';

/** The API reference's frame: every area and operation in a sidebar (a disclosure on a phone), the page beside it. */
export function ReferenceFrame({ tags, children }: { tags: ReferenceTag[]; children: ReactNode }) {
  return (
    // English whatever the reader's language (eslint.config.mjs, payrail/i18n), so screen readers pronounce it so.
    <div lang="en" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8">
      <aside className="lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto">
        <details className="rounded-lg border border-slate-200 bg-white lg:hidden">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">Contents</summary>
          <Contents tags={tags} />
        </details>
        <div className="hidden lg:block">
          <Contents tags={tags} />
        </div>
      </aside>
      <main className="min-w-0 flex-1 space-y-8 pt-6 lg:pt-0">{children}</main>
    </div>
  );
}

function Contents({ tags }: { tags: ReferenceTag[] }) {
  return (
    <nav aria-label="API reference contents" className="space-y-4 p-4 lg:p-0">
      <Link className="text-sm font-semibold text-slate-900 hover:underline" href="/docs">
        Overview
      </Link>
      {tags.map((tag) => (
        <div key={tag.slug}>
          <Link className="text-sm font-semibold text-slate-900 hover:underline" href={`/docs/api/${tag.slug}`}>
            {tag.tag}
          </Link>
          <ul className="mt-1 space-y-1">
            {tag.operations.map((operation) => (
              <li key={operation.anchor}>
                <Link
                  className="flex items-start gap-2 rounded px-1 py-0.5 text-xs text-slate-700 hover:bg-slate-100"
                  href={`/docs/api/${tag.slug}#${operation.anchor}`}
                >
                  <MethodBadge method={operation.method} />
                  <span className="font-mono break-all">{operation.path}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link className="block text-sm font-semibold text-slate-900 hover:underline" href="/docs/webhooks">
        Webhooks and signatures
      </Link>
    </nav>
  );
}
