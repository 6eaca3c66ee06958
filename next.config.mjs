/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers and pino load native/wasm files at run time; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pino'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
