'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError, localeOfPath, sessionStore, takeAutoReload } from '@/features/layout';
import { pageErrorTexts } from '@/features/layout';
import { HTML_LANG } from '@/i18n/locales';

/**
 * The site frame itself failed (the locale layout threw, or its scripts did not load): this page
 * replaces it, so it has no providers, no stylesheet and no site header. Inline styles on purpose:
 * the site's stylesheet may be what failed, and this module rides in every page's first scripts,
 * so it stays small. Same texts and reload rule as the in-frame error page (features/layout/page-error).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale] = useState(() => (typeof window === 'undefined' ? undefined : localeOfPath(window.location.pathname)));
  const texts = pageErrorTexts(locale);
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('the site failed', error);
    if (chunk && takeAutoReload(sessionStore(), window.location.pathname, Date.now())) window.location.reload();
  }, [error, chunk]);

  const button = { minHeight: 44, padding: '0 24px', borderRadius: 9999, fontWeight: 700, fontSize: 16, cursor: 'pointer' } as const;
  return (
    <html lang={HTML_LANG[locale ?? 'zh_tw']}>
      <body style={{ margin: 0, minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#0c1030', color: '#fff', fontFamily: 'system-ui, sans-serif' }}>
        <main role="alert" style={{ maxWidth: 420, padding: 24, textAlign: 'center' }}>
          <h1 style={{ fontSize: 24, margin: '0 0 12px' }}>{chunk ? texts.updatedTitle : texts.title}</h1>
          <p style={{ color: '#c7cbe6', lineHeight: 1.6, margin: '0 0 24px' }}>{chunk ? texts.updatedBody : texts.body}</p>
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <button type="button" onClick={() => (chunk ? window.location.reload() : reset())} style={{ ...button, border: 0, background: '#f7c948', color: '#1a1300' }}>
              {chunk ? texts.reload : texts.retry}
            </button>
            <a href={`/${locale ?? 'zh_tw'}`} style={{ ...button, display: 'inline-flex', alignItems: 'center', border: '1px solid #5b628f', color: '#c7cbe6', textDecoration: 'none' }}>
              {texts.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
