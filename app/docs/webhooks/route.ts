import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The webhook guide (signatures, vectors, verification snippets), linked from the dashboard's Webhooks page. */
export async function GET(): Promise<Response> {
  const guide = await readFile(path.join(process.cwd(), 'docs/webhooks.md'), 'utf8');
  return new Response(guide, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
