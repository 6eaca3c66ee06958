import { readFile } from 'node:fs/promises';
import path from 'node:path';

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger', deepLinking: true });`;

// A Map, not an object literal: `__proto__`, `constructor` or `toString` in the path must not find Object.prototype's members.
const FILES = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (file === 'init.js')
    return new Response(INIT_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
  const type = FILES.get(file);
  if (!type) return new Response('Not found', { status: 404 });
  const body = await readFile(path.join(process.cwd(), 'node_modules/swagger-ui-dist', file), 'utf8');
  return new Response(body, { headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' } });
}
