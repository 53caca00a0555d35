import { charCount, prepareOutgoing, sanitizeAnnouncementHtml, sanitizeChatText } from './sanitize';

describe('chat text sanitising (display)', () => {
  it('removes markup and keeps the text, decoded', () => {
    expect(sanitizeChatText('<img src=x onerror=alert(1)>嗨')).toBe('嗨');
    expect(sanitizeChatText('<b>粗體</b> & <i>斜體</i>')).toBe('粗體 & 斜體');
    expect(sanitizeChatText('<script>alert(1)</script>好')).toBe('好');
    expect(sanitizeChatText('1 < 2 且 3 > 2')).toBe('1 < 2 且 3 > 2');
  });

  it('removes hidden and reordering characters, keeps newlines', () => {
    expect(sanitizeChatText('a\u202Eb\u200Bc\u0000d\r\ne')).toBe('abcd\ne');
  });
});

describe('prepareOutgoing (before sending)', () => {
  it('refuses empty and whitespace-only drafts', () => {
    for (const draft of ['', '   ', '\n\n', '\u200B', '<b></b>']) expect(prepareOutgoing(draft)).toBeNull();
  });

  it('trims and caps at 100 characters counted as code points', () => {
    expect(prepareOutgoing('  哈囉  ')).toBe('哈囉');
    const long = '字'.repeat(150);
    expect(charCount(prepareOutgoing(long)!)).toBe(100);
    const emoji = '😀'.repeat(100);
    expect(prepareOutgoing(emoji)).toBe(emoji); // 100 emoji = 100 characters, not 200
  });

  it('strips markup before sending', () => {
    expect(prepareOutgoing('<a href="javascript:x">點我</a>')).toBe('點我');
  });
});

describe('announcement HTML', () => {
  it('keeps formatting, drops scripts and handlers, opens links safely', () => {
    const html = sanitizeAnnouncementHtml('<p onclick="x()">維護 <b>06:00</b><script>alert(1)</script><a href="https://example.com">詳情</a><img src=x onerror=alert(1)></p>');
    expect(html).toContain('<b>06:00</b>');
    expect(html).not.toMatch(/script|onclick|onerror/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
