/** The game pages' frame: escaping, script-safe JSON, framing sources, headers. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, gameFrameAncestors, renderPage, scriptJson } from './page-shell';

describe('game page shell', () => {
  it('escapes text and keeps JSON from closing its script', () => {
    expect(escapeHtml(`<b a="x">'&`)).toBe('&lt;b a=&quot;x&quot;&gt;&#39;&amp;');
    const json = scriptJson({ t: '</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ t: '</script><!--' });
  });

  it('names who may frame the window: explicit, else the CORS origins, else any outside production', () => {
    expect(gameFrameAncestors({ GAME_FRAME_ANCESTORS: 'https://a.example', CORS_ORIGINS: 'https://b.example' })).toBe('https://a.example');
    expect(gameFrameAncestors({ CORS_ORIGINS: 'https://b.example, https://c.example' })).toBe('https://b.example https://c.example');
    expect(gameFrameAncestors({ NODE_ENV: 'production' })).toBe("'self'");
    expect(gameFrameAncestors({})).toBe('*');
  });

  it('nonces its style and script, and sends nosniff and no referrer', () => {
    const page = renderPage({ lang: 'zh_tw', title: 'a<b', css: 'p{}', body: '<p>x</p>', script: 'void 0', data: { a: 1 } }, { CORS_ORIGINS: 'https://site.example' });
    const nonce = /'nonce-([^']+)'/.exec(page.headers['Content-Security-Policy']!)![1]!;
    expect(page.html).toContain(`<style nonce="${nonce}">`);
    expect(page.html).toContain(`<script nonce="${nonce}">void 0</script>`);
    expect(page.html).toContain('<title>a&lt;b</title>');
    expect(page.html).toContain('<html lang="zh-tw">');
    expect(page.headers['Content-Security-Policy']).toContain('frame-ancestors https://site.example');
    expect(page.headers['Content-Security-Policy']).toContain("connect-src 'self'");
    expect(page.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(page.headers['Referrer-Policy']).toBe('no-referrer');
    expect(renderPage({ lang: 'vi_vn', title: '', css: '', body: '' }).headers['Content-Security-Policy']).toContain("script-src 'none'");
  });
});
