import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The reference server runs beside the site; the browser talks to it directly.
  env: {
    NEXT_PUBLIC_APP_VERSION: process.env.npm_package_version ?? '0.0.0',
  },
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
