/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers and pino load native/wasm files at run time; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pino'],
  // Lets two dev servers share a checkout (each with its own output folder); production uses .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
