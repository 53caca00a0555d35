import { charCount, chatText, prepareOutgoing } from './chat-text';

describe('chat text (display)', () => {
  it('keeps the text exactly as typed: markup is neither stripped nor decoded', () => {
    for (const text of [
      'if a<b and b>c then',
      'if a<b and b>c then &amp;',
      '&lt;b&gt; is not <b>',
      '<img src=x onerror=alert(1)>嗨',
      '<b>粗體</b> & <i>斜體</i>',
      '<script>alert(1)</script>好',
      '1 < 2 且 3 > 2',
      'a && b || c <> d',
    ]) {
      expect(chatText(text)).toBe(text);
    }
  });

  it('removes hidden and reordering characters, keeps newlines', () => {
    expect(chatText('a\u202Eb\u200Bc\u0000d\r\ne')).toBe('abcd\ne');
  });
});

describe('prepareOutgoing (before sending)', () => {
  it('refuses empty and whitespace-only drafts', () => {
    for (const draft of ['', '   ', '\n\n', '\u200B', ' \u202E\u0000 ']) expect(prepareOutgoing(draft)).toBeNull();
  });

  it('trims and caps at 100 characters counted as code points', () => {
    expect(prepareOutgoing('  哈囉  ')).toBe('哈囉');
    const long = '字'.repeat(150);
    expect(charCount(prepareOutgoing(long)!)).toBe(100);
    const emoji = '😀'.repeat(100);
    expect(prepareOutgoing(emoji)).toBe(emoji); // 100 emoji = 100 characters, not 200
  });

  it('sends markup-like text as typed', () => {
    expect(prepareOutgoing('<a href="javascript:x">點我</a>')).toBe('<a href="javascript:x">點我</a>');
    expect(prepareOutgoing(' if a<b and b>c then &amp; ')).toBe('if a<b and b>c then &amp;');
    expect(prepareOutgoing('<b></b>')).toBe('<b></b>');
  });
});
