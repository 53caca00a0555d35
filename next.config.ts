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
  // `npm test` runs `tsc --noEmit` over the whole project side by side with the build, so its
  // build skips Next's own type check of the same files (52 s of CPU time); every other build
  // (npm start, npm run build, the browser tests' build) still checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // On every response, pages, API and static files alike. The per-request Content-Security-
  // Policy and Strict-Transport-Security are set by src/proxy.ts (src/config/security-headers.ts).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // for browsers without CSP frame-ancestors; LINE and LIFF load the site top-level
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
