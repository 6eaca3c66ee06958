import createNextIntlPlugin from 'next-intl/plugin';

// Each request's language, time zone and messages (docs/decisions.md, "Languages").
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers and pino load native/wasm files at run time; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pino'],
  // Lets two dev servers share a checkout (each with its own output folder); production uses .next.
  // Read here, not through lib/config.ts: Next reads this file before any app module can be loaded.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // instrumentation-client.ts needs zod's `config` alone; the package's core index would bring all of zod's core
    // (its locales and JSON Schema included, about 47 KB gzip) into every page's first load. This makes the bundler
    // import `config` from the file that defines it.
    optimizePackageImports: ['zod/v4/core'],
  },
  turbopack: {
    resolveAlias: {
      // Messages reach next-intl compiled (i18n/catalogues.ts), so it formats them without ICU's parser, as next-intl's
      // own `precompile` option arranges: about 9 KB gzip less in every page's first load.
      'use-intl/format-message': 'use-intl/format-message/format-only',
    },
  },
  async headers() {
    return [
      {
        // Every response, API and static files included. Pages also get their Content-Security-Policy from proxy.ts,
        // which needs a fresh nonce per request; its frame-ancestors 'none' is what modern browsers obey.
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      {
        // Behind an https proxy that says so. proxy.ts also sends it on pages when PUBLIC_BASE_URL is https
        // (lib/security/headers.ts, STRICT_TRANSPORT_SECURITY: keep the two values alike).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: '(?:https|HTTPS)(?:\\s*,.*)?' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
