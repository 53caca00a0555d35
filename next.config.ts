import type { NextConfig } from 'next';
import { version } from './package.json';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The reference server runs beside the site; the browser talks to it directly.
  env: {
    // the footer's version line; read from package.json so every way of building agrees
    NEXT_PUBLIC_APP_VERSION: version,
  },
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
