/**
 * The demo slot window's own script, run in jsdom against the real server: it trades the
 * ticket, drops it from the address, spins a forced win through the wallet, celebrates, and a
 * reload resumes the game session from sessionStorage.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import slot from '../../../locales/zh_tw/slot.json';
import { ItemId } from '../../../src/protocol';
import { balance } from '../../mail/test-kit';
import { startTestServer, type TestServer } from '../../testing/harness';
import { eventually } from '../../testing/wait';
import { force, gamePlayer, launch } from '../test-kit';

/** The slice of jsdom's API used here (the project has no @types/jsdom). */
interface JsdomWindow extends Window {
  close(): void;
}
interface Jsdom {
  window: JsdomWindow;
}
interface JsdomOptions {
  url: string;
  runScripts: 'dangerously';
  pretendToBeVisual: boolean;
  beforeParse(window: JsdomWindow): void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: JsdomOptions) => Jsdom };

/** Waits for what the page shows (its script works on its own time: fetches to the server). */
async function until(check: () => boolean, what: string): Promise<void> {
  await eventually(() => expect(check(), `waiting for ${what}`).toBe(true));
}

/** Loads a window page in jsdom with its script running; its relative fetches go to the test server. */
async function openWindow(s: TestServer, url: string, storage?: Record<string, string>, storageDenied = false): Promise<Jsdom> {
  const html = await (await fetch(url)).text();
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      const w = window as unknown as Record<string, unknown>;
      w.fetch = (path: string, init: RequestInit) => fetch(new URL(path, s.url), init);
      for (const [k, v] of Object.entries(storage ?? {})) window.sessionStorage.setItem(k, v);
      // A framed page whose third-party storage is blocked: reading sessionStorage throws.
      if (storageDenied) {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    },
  });
  return dom;
}

describe('demo slot window script', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('trades the ticket, spins a forced holy-moly win, celebrates, and resumes after a reload', async () => {
    const p = await gamePlayer(s, 10_000);
    const url = (await launch(s, p)).json.Result.GameURL as string;
    await force(s, p.id, [{ Multiplier: 50 }]);
    const dom = await openWindow(s, url);
    const doc = dom.window.document;
    const spinButton = doc.getElementById('spin') as HTMLButtonElement;
    await until(() => !spinButton.disabled, 'the session');
    expect(doc.getElementById('balance')!.textContent).toBe('10,000');
    expect(new URL(dom.window.location.href).searchParams.get('ticket')).toBeNull();
    const saved = dom.window.sessionStorage.getItem('slot-session:10001');
    expect(saved).toMatch(/^gs\./);

    spinButton.click();
    const overlay = doc.getElementById('celebrate')!;
    await until(() => !overlay.hidden, 'the celebration');
    expect(overlay.querySelector('h2')!.textContent).toBe(slot.level3);
    expect(doc.getElementById('balance')!.textContent).toBe('15,900');
    expect(doc.getElementById('last-win')!.textContent).toBe('6,000');
    expect(doc.querySelectorAll('.cell.hit')).toHaveLength(3);
    expect(doc.querySelectorAll('.paylines polyline.on')).toHaveLength(1);
    expect(await balance(s, p.id, ItemId.Gold)).toBe(15_900);
    overlay.click();
    expect(overlay.hidden).toBe(true);
    dom.window.close();

    // A reload: the address has no ticket any more, the session comes from sessionStorage.
    const reloaded = await openWindow(s, url.replace(/ticket=[^&]+&?/, ''), { 'slot-session:10001': saved! });
    const again = reloaded.window.document.getElementById('spin') as HTMLButtonElement;
    await until(() => !again.disabled, 'the resumed session');
    expect(reloaded.window.document.getElementById('balance')!.textContent).toBe('15,900');
    reloaded.window.close();
  }, 30_000);

  it('plays when the frame may not use storage (third-party storage blocked): the session stays in memory', async () => {
    const p = await gamePlayer(s, 10_000);
    const url = (await launch(s, p)).json.Result.GameURL as string;
    await force(s, p.id, [{ Multiplier: 50 }]);
    const dom = await openWindow(s, url, undefined, true);
    const doc = dom.window.document;
    const spinButton = doc.getElementById('spin') as HTMLButtonElement;
    await until(() => !spinButton.disabled, 'the session');
    expect(doc.getElementById('balance')!.textContent).toBe('10,000');
    spinButton.click();
    await until(() => !doc.getElementById('celebrate')!.hidden, 'the celebration');
    expect(await balance(s, p.id, ItemId.Gold)).toBe(15_900);
    dom.window.close();
  }, 30_000);

  it('shows 日金不足 without spinning when the bet is over the balance, and the ticket error when it is used up', async () => {
    const p = await gamePlayer(s, 50);
    const url = (await launch(s, p)).json.Result.GameURL as string;
    const dom = await openWindow(s, url);
    const doc = dom.window.document;
    await until(() => !(doc.getElementById('spin') as HTMLButtonElement).disabled, 'the session');
    (doc.getElementById('spin') as HTMLButtonElement).click();
    expect(doc.getElementById('message')!.textContent).toBe('日金不足');
    dom.window.close();

    const used = await openWindow(s, url);
    await until(() => used.window.document.getElementById('message')!.textContent === '遊戲連結已失效，請重新開啟遊戲', 'the used-ticket message');
    used.window.close();
  }, 30_000);
});
