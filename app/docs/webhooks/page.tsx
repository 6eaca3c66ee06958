import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'next';
import type { ComponentProps } from 'react';
import Link from 'next/link';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ScrollRegion } from '@/components/ui/scroll-region';

export const metadata: Metadata = { title: 'Webhooks and signatures' };

/** A wide table scrolls inside its own region on a phone instead of widening the page. */
function ScrollingTable(props: ComponentProps<'table'>) {
  return (
    <ScrollRegion label="Table">
      <table {...props} />
    </ScrollRegion>
  );
}

/** A long code line scrolls sideways; the block takes focus so a keyboard can scroll it too. */
function ScrollingCode(props: ComponentProps<'pre'>) {
  return <pre {...props} tabIndex={0} />;
}

/** The webhook guide (docs/webhooks.md: signatures, vectors, verification snippets), rendered from the repo's file. */
export default async function WebhooksGuidePage() {
  const guide = await readFile(path.join(process.cwd(), 'docs/webhooks.md'), 'utf8');
  return (
    <main lang="en" className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <p className="mb-4 flex flex-wrap gap-x-4 text-sm">
        <Link className="text-brand-700 underline" href="/docs">
          API reference
        </Link>
        <Link className="text-brand-700 underline" href="/">
          Back to the dashboard
        </Link>
      </p>
      <article className="markdown rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <Markdown remarkPlugins={[remarkGfm]} components={{ table: ScrollingTable, pre: ScrollingCode }}>
          {guide}
        </Markdown>
      </article>
    </main>
  );
}
