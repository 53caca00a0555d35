import type { Config } from 'tailwindcss';

/**
 * Theme: a premium mobile game lobby — deep navy to purple backgrounds, gold for primary
 * actions and amounts, green for confirm, muted grey for secondary, red for unread.
 * `brand` reads the per-brand accent colour set as a CSS variable by the root layout.
 */
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        night: {
          950: '#070a1c',
          900: '#0c1030',
          800: '#151a45',
          700: '#1f2560',
          600: '#2b3180',
        },
        plum: { 900: '#23113f', 800: '#341a5c', 700: '#4a2680' },
        gold: { 300: '#ffe08a', 400: '#f7c948', 500: '#e0a82e', 600: '#b9821c' },
        jade: { 400: '#3ddc97', 500: '#22b573', 600: '#178a57' },
        ruby: { 500: '#ef4444', 600: '#dc2626' },
        mist: { 300: '#c7cbe0', 400: '#9aa0c3', 500: '#6b7199' },
        brand: 'rgb(var(--brand-accent) / <alpha-value>)',
      },
      fontFamily: {
        // the web font (local copy first, see src/app/fonts.css); while its slices load
        // (font-display: swap) the platform's own Traditional Chinese face stands in
        sans: [
          '"Noto Sans TC"',
          '"PingFang TC"',
          '"Microsoft JhengHei"',
          '"Noto Sans CJK TC"',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'sans-serif',
        ],
      },
      maxWidth: { signin: '500px', bind: '480px', download: '300px' },
      transitionDuration: { modal: '300ms' },
      spacing: { 'safe-b': 'env(safe-area-inset-bottom)', 'safe-t': 'env(safe-area-inset-top)' },
      boxShadow: { glow: '0 0 24px rgb(247 201 72 / 0.35)' },
    },
  },
  plugins: [],
};

export default config;
