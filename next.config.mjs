/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers and pino load native/wasm files at run time; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pino'],
  // Lets two dev servers share a checkout (each with its own output folder); production uses .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typedRoutes: false,
  async headers() {
    return [
      {
        // The buyer's payment page (and its sandbox form) must never be framed: clickjacking a "pay" button.
        source: '/pay/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
        ],
      },
    ];
  },
};

export default nextConfig;
