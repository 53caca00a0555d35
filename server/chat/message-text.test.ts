import { describe, expect, it } from 'vitest';
import { cleanMessageText } from './message-text';

describe('cleanMessageText', () => {
  it('trims, keeps newlines, turns tabs into spaces and CRLF into LF', () => {
    expect(cleanMessageText('  第一行\r\n第二行\t完  ')).toEqual({ ok: true, text: '第一行\n第二行 完' });
  });

  it('removes control, zero-width and bidi-override characters but keeps emoji joiners', () => {
    expect(cleanMessageText('a\u0000b\u0007c\u200Bd\u202Ee\u2066f\uFEFFg')).toEqual({ ok: true, text: 'abcdefg' });
    const family = '👨\u200D👩\u200D👧';
    expect(cleanMessageText(family)).toEqual({ ok: true, text: family });
  });

  it('refuses empty and whitespace-only messages, also once invisible characters are gone', () => {
    for (const raw of ['', '   ', '\n\n', '\u0000', '\u200B\u202E']) {
      expect(cleanMessageText(raw)).toEqual({ ok: false, reason: 'Message: must not be empty' });
    }
  });

  it('counts code points: 100 emoji pass, 101 characters do not', () => {
    expect(cleanMessageText('😀'.repeat(100)).ok).toBe(true);
    expect(cleanMessageText('字'.repeat(100)).ok).toBe(true);
    expect(cleanMessageText('字'.repeat(101))).toEqual({ ok: false, reason: 'Message: at most 100 characters' });
    expect(cleanMessageText('😀'.repeat(101)).ok).toBe(false);
  });

  it('leaves HTML and entities alone: the client shows the text as text', () => {
    for (const text of ['<script>alert(1)</script>', 'if a<b and b>c then &amp;', '&lt;b&gt; & <b>', 'a && b <> c']) {
      expect(cleanMessageText(text)).toEqual({ ok: true, text });
    }
  });
});
