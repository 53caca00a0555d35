import { expect, test } from './fixtures';

test.describe('security headers', () => {
  test('a page carries a nonce CSP, nosniff and a referrer policy; its scripts carry the nonce', async ({ page }) => {
    const response = await page.goto('/zh_tw');
    const headers = response!.headers();
    const csp = headers['content-security-policy']!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined(); // served over http here

    // Next put this request's nonce on every script of the HTML it rendered for it
    const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
    // in the page, a script without it is a chunk the bundler's runtime added later ('strict-dynamic'
    // trusts what a trusted script inserts): only ever one of the site's own built chunks
    const scripts = await page.locator('script').evaluateAll((els) => els.map((e) => ({ nonce: (e as HTMLScriptElement).nonce, src: (e as HTMLScriptElement).src })));
    const withNonce = scripts.filter((s) => s.nonce !== '');
    expect(withNonce.length).toBeGreaterThan(0);
    expect(new Set(withNonce.map((s) => s.nonce))).toEqual(new Set([nonce]));
    for (const { src } of scripts.filter((s) => s.nonce === '')) expect(new URL(src).pathname).toMatch(/^\/_next\/static\/chunks\//);

    // a fresh nonce on every request
    const again = await page.reload();
    expect(again!.headers()['content-security-policy']).not.toContain(nonce!);
  });

  test('Strict-Transport-Security is sent when the site is reached over https', async ({ request, baseURL }) => {
    // Node does not resolve *.localhost: the same site on the loopback address
    const url = new URL('/zh_tw', baseURL).href.replace(/\/\/[^/:]+/, '//127.0.0.1');
    const response = await request.get(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000');
  });

  test('injected markup cannot run script, and the violation is caught', async ({ page, csp }) => {
    await page.goto('/zh_tw');
    // what a stored XSS would try: an inline handler in markup put into the page
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__injected = true" alt="">';
      document.body.append(holder);
    });
    await expect.poll(() => csp.seen.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(csp.take().join('\n')).toMatch(/script-src/);
  });
});
