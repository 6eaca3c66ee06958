import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { nextDistDir } from '@/lib/config';
import { beforeEveryRequest } from '@/lib/http-server';
import { logger } from '@/lib/logger';
import { metrics } from '@/lib/metrics';
import { routeLabeller, routesManifestSchema, type RoutesManifest } from '@/lib/route-labels';

let installed = false;

/**
 * Times every request this process's http server answers into `payrail_http_request_duration_seconds`, once, by
 * route pattern, method and status: pages, route handlers, the redirects and answers of proxy.ts, static files and
 * the 405s of lib/security/methods.ts alike. Timed from the request's arrival until its response is finished (or
 * its connection closed: status `aborted`). The route comes from the build's route list (lib/route-labels.ts).
 */
export function measureEveryRequest(routeOf = routeLabeller(buildRoutes(), publicFiles())): void {
  if (installed) return;
  installed = true;
  beforeEveryRequest((req, res) => {
    const startedAt = performance.now();
    res.once('close', () => {
      metrics().requestSeconds.observe(
        {
          route: routeOf(req.url ?? ''),
          method: req.method ?? '',
          status: res.writableFinished ? String(res.statusCode) : 'aborted',
        },
        (performance.now() - startedAt) / 1000,
      );
    });
    return false;
  });
}

/** The routes `next build` listed; none (every request `unmatched`) under `next dev`, which writes no such list. */
function buildRoutes(): RoutesManifest {
  const file = path.join(process.cwd(), nextDistDir(), 'routes-manifest.json');
  try {
    return routesManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    logger.warn({ err: error, file }, 'request metrics: no route list in the build; every request counts as unmatched');
    return { staticRoutes: [], dynamicRoutes: [] };
  }
}

/** The files `next start` serves from public/, as the paths that request them (`/robots.txt`). */
function publicFiles(): string[] {
  const folder = path.join(process.cwd(), 'public');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(folder, file)).isFile())
    .map((file) => '/' + file.split(path.sep).map(encodeURIComponent).join('/'));
}
