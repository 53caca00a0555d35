/**
 * The XSS corpus in the chat's pinned announcements (issue 38 item 2): every payload as an
 * announcement's title (text) and as its HTML (the sanitised path, with harmless formatting
 * around it), all 65 in the strip, each opened. Titles show as written; the opened HTML keeps
 * its formatting and holds no live markup (tests/xss/component.ts).
 */
import { act } from '@testing-library/react';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { resetChat } from '../handlers';
import { useChatStore } from '../store';
import { renderChat, T0 } from '../test-utils';
import { useChatViewStore } from '../view-store';
import { TopAnnouncementStrip } from './top-announcement-strip';

setupXssTrap();
afterEach(() => resetChat());

const formatting = (id: number) => `<p>置頂${id}</p><b>粗體${id}</b><ul><li>項目${id}</li></ul><a href="https://example.com/${id}">連結${id}</a>`;

describe('the XSS corpus in pinned announcements', () => {
  it('titles as text; opened, the HTML keeps its formatting and loses the payload', () => {
    act(() => {
      useChatStore.setState({
        topAnnouncements: XSS_PAYLOADS.map((p) => ({ ID: p.id, Category: 1, Title: p.text, Content: formatting(p.id) + p.text, CreateTime: T0 })),
      });
      useChatViewStore.setState({ stripCollapsed: false });
    });
    const { container } = renderChat(<TopAnnouncementStrip />);
    const items = [...container.querySelectorAll('li[class]')].filter((li) => li.querySelector(':scope > button'));
    expect(items).toHaveLength(XSS_PAYLOADS.length);
    const buttons = items.map((item) => item.querySelector<HTMLButtonElement>(':scope > button')!);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(buttons[i]!, [p], `title ${p.id}`);
    // every one opened (in one batch: one render for all 65)
    act(() => {
      for (const button of buttons) button.click();
    });
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const body = document.getElementById(buttons[i]!.getAttribute('aria-controls')!);
      expect(body?.querySelector('p')?.textContent, `body ${p.id}`).toBe(`置頂${p.id}`);
      expect(body?.querySelector('b')?.textContent).toBe(`粗體${p.id}`);
      expect(body?.querySelector('ul > li')?.textContent).toBe(`項目${p.id}`);
      const link = body?.querySelector('a');
      expect(link?.getAttribute('href')).toBe(`https://example.com/${p.id}`);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expectInert();
  });
});
