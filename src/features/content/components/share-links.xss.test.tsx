/**
 * The XSS corpus in pages a shared link fills in (issue 38 item 2): a link is anyone's to
 * write, so every payload goes in as the sharer's nickname, the game's name and the record id
 * of a /share invitation, and as the game named beside a vault code on /other/bankcode. The
 * pages keep what they take from a link short (a nickname 20 characters, a game name 40, an id
 * 64): each payload shows as written up to that length (the whole text of its element), and the page holds no live markup
 * (tests/xss/component.ts). (The sharer's own /share page: src/features/share.)
 */
import { cleanup } from '@testing-library/react';
import { expectInert, setupXssTrap, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { shareInviteFrom } from '../share-invite';
import { renderServer } from '../test-kit';
import { BankCodeView } from './bank-code-view';
import { ShareInviteView } from './share-invite-view';

vi.mock('@/brand/request-brand', async () => (await import('../test-kit')).requestBrandModule());
vi.setConfig({ testTimeout: 20_000 });

setupXssTrap();


/** The payload as a page keeps it from a link: trimmed, at most `max` characters. */
const kept = (p: XssPayload, max: number): XssPayload => ({ ...p, text: Array.from(p.text.trim()).slice(0, max).join('') });

describe('the XSS corpus in pages a shared link fills in', () => {
  it.each(XSS_RUNS)('/share invitation: the sharer\'s nickname, the game\'s name and the record id (payloads %i–%i)', async (_first, _last, run) => {
    for (const p of run) {
      const invite = shareInviteFrom({ gameCode: `g${p.id}`, gameName: p.text, from: '1001', fromName: p.text, id: p.text, amount: '250000' })!;
      const { container } = await renderServer(ShareInviteView({ locale: 'zh_tw', invite }));
      const texts = [...container.querySelectorAll('h2, p')].map((el) => el.textContent);
      expect(texts, `sharer of payload ${p.id}`).toContain(`${kept(p, 20).text} 邀請你一起玩`);
      expect(texts, `game of payload ${p.id}`).toContain(kept(p, 40).text);
      expect(texts, `record id of payload ${p.id}`).toContain(`機台 ${kept(p, 64).text}`);
      expectInert();
      cleanup();
    }
  });

  it.each(XSS_RUNS)('/other/bankcode: the game named beside the code (payloads %i–%i)', async (_first, _last, run) => {
    for (const p of run) {
      const { container } = await renderServer(BankCodeView({ locale: 'zh_tw', query: { code: 'VAULT-7788', game: p.text } }));
      expect([...container.querySelectorAll('p')].map((el) => el.textContent), `game of payload ${p.id}`).toContain(`來自「${kept(p, 40).text}」`);
      expectInert();
      cleanup();
    }
  });
});
