// @vitest-environment jsdom
/**
 * The HTML sanitiser of announcements and articles (./announcement-html.ts) against the whole
 * XSS corpus (issue 38 item 2): each payload alone and all of them in one body with harmless
 * formatting. Its output, put into the page, holds no live markup — also after the browser's
 * own round trip (parse, serialise, parse again: what a mutation-XSS payload relies on) — and the
 * formatting survives.
 */
import { expectInert, setupXssTrap, XSS_PAYLOADS } from '../../../tests/xss/component';
import { sanitizeAnnouncementHtml } from './announcement-html';

setupXssTrap();

/** `html` put into the page the way the sinks do (innerHTML of an attached element). */
function inPage(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

afterEach(() => document.body.replaceChildren());

const FORMATTING =
  '<p>段落</p><p><b>粗體</b> <i>斜體</i> <strong>強調</strong></p><ul><li>第一項</li><li>第二項</li></ul>' +
  '<a href="https://example.com/news">連結</a><img src="https://example.com/a.png" alt="圖">';

describe('sanitizeAnnouncementHtml against the XSS corpus', () => {
  it.each(XSS_PAYLOADS.map((p) => [p.id, p.kind, p.text] as const))('payload %i (%s) leaves no live markup', (_id, _kind, text) => {
    const safe = sanitizeAnnouncementHtml(text);
    const holder = inPage(safe);
    expectInert(holder, 'after sanitising');
    // the mXSS round trip: what the page serialises and parses again must stay inert
    expectInert(inPage(holder.innerHTML), 'after a second parse');
    // and sanitising again changes nothing (attribute order aside): the first pass left nothing to take out
    expect(inPage(sanitizeAnnouncementHtml(safe)).isEqualNode(inPage(safe))).toBe(true);
  });

  it('all of them in one body: the payloads go, the formatting stays', () => {
    const holder = inPage(sanitizeAnnouncementHtml(FORMATTING + XSS_PAYLOADS.map((p) => `<div>${p.text}</div>`).join('')));
    expectInert(holder);
    expectInert(inPage(holder.innerHTML), 'after a second parse');
    expect(holder.querySelector('script, iframe, object, embed, style, form, input, textarea, select, button, link, meta, base, video, audio')).toBeNull();
    expect([...holder.querySelectorAll('p')].map((p) => p.textContent)).toContain('段落');
    expect(holder.querySelector('b')?.textContent).toBe('粗體');
    expect(holder.querySelector('i')?.textContent).toBe('斜體');
    expect(holder.querySelector('strong')?.textContent).toBe('強調');
    expect([...holder.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['第一項', '第二項']);
    const links = [...holder.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/news', ...links.slice(1).map(() => null)]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(holder.querySelector('img[src="https://example.com/a.png"]')).not.toBeNull();
    // the payloads that are text in HTML stay as text (entities decoded, breakers as written)
    expect(holder.textContent).toContain('<script>__xss(14)</script>');
    expect(holder.textContent).toContain('${__xss(40)}');
    expect(holder.textContent).toContain('" onmouseover="__xss(38)" x="');
  });
});
