// @vitest-environment jsdom
import { sanitizeAnnouncementHtml } from './announcement-html';

describe('announcement HTML', () => {
  it('keeps formatting, drops scripts and handlers, opens links safely', () => {
    const html = sanitizeAnnouncementHtml('<p onclick="x()">維護 <b>06:00</b><script>alert(1)</script><a href="https://example.com">詳情</a><img src=x onerror=alert(1)></p>');
    expect(html).toContain('<b>06:00</b>');
    expect(html).not.toMatch(/script|onclick|onerror/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
