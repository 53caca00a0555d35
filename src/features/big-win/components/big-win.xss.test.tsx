/**
 * The XSS corpus in the big-win promotion (issue 38 item 2): every payload as the winner's name,
 * picture address and game name (the locally kept game list's name, or the game code itself
 * when the list has none) in the win banner the server pushes; as the vault code and game of a
 * vault notice; as the server's message of a refused status request (the toast); and on the
 * replay page as the game's name, the server's refusal message and a ReplayURL that is no web
 * page. Each shows as written and the page holds no live markup (tests/xss/component.ts). (The
 * record-win chat cards: src/features/chat/components/message-list.xss.test.tsx.)
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { BigWinType, Code, type BigWinAlert } from '@/protocol';
import type { HttpReply } from '@/protocol/envelope';
import { createTestI18n } from '@/ui/testing';
import { ToastHost } from '@/ui/toast-host';
import { useToastStore } from '@/ui/toast-store';
import bigWin from '@locales/zh_tw/big-win.json';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { GAME_LIST_KEY } from '../game-names';
import { queueBanner, resetBigWin, setBigWinError, showVaultCode } from '../store';
import { BigWinSlot } from './big-win-slot';
import { ReplayView } from './replay-view';

/** The replay page's lobby answers at once with `reply(current)`, read as any reply is. */
let reply: (p: XssPayload) => HttpReply<unknown> = () => ({ Code: Code.HttpOk, Message: '', Result: null });
let current = XSS_PAYLOADS[0]!;
vi.mock('@/http/lobby-call', async (importActual) => {
  const real = await importActual<typeof import('@/http/lobby-call')>();
  return { ...real, lobbyCall: async (endpoint: Parameters<typeof real.readReply>[0]) => real.readReply(endpoint, reply(current)) };
});

let query = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  usePathname: () => '/zh_tw/play-game/now',
  useSearchParams: () => query,
  useRouter: () => ({ back: vi.fn(), push: vi.fn() }),
}));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { sessionTag: 's1' } }) }));

setupXssTrap();

/** Game `g<id>` is named by payload `id` in the locally kept game list. */
const code = (p: XssPayload) => `g${p.id}`;


beforeEach(() => {
  localStorage.setItem(GAME_LIST_KEY, JSON.stringify(XSS_PAYLOADS.map((p) => ({ GameCode: code(p), GameNames: p.text, Provider: 'be' }))));
});
afterEach(() => {
  act(() => {
    resetBigWin();
    useToastStore.setState({ toasts: [] });
  });
  localStorage.clear();
});

function renderBigWin(ui: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'big-win', bigWin);
  const wrap = (el: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>{el}</BrandProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (el: ReactElement) => view.rerender(wrap(el)) };
}

const alert = (p: XssPayload, fields: Partial<BigWinAlert> = {}): BigWinAlert => ({
  PlayerID: 100 + p.id,
  PlayerName: p.text,
  PictureURL: p.text,
  GameCode: code(p),
  Provider: 'be',
  WinType: p.id % 2 ? BigWinType.BigPrize : BigWinType.Bonus,
  AlertInfo: { SymbolNo: 0, Multiple: 152 },
  Win: 15_200,
  RoundID: p.text,
  ...fields,
});

describe('the XSS corpus in the big-win promotion', () => {
  it.each(XSS_RUNS)('the win banner: winner names, picture addresses and game names from the game list (payloads %i–%i)', (_first, _last, run) => {
    const { container } = renderBigWin(<BigWinSlot />);
    for (const p of run) {
      act(() => {
        resetBigWin();
        queueBanner(alert(p));
      });
      // name and game
      expectShownAsText(container.querySelector('[data-testid="win-banner-text"]'), [p], `banner of payload ${p.id}`, () => 2);
      expectInert();
    }
  });

  it.each(XSS_RUNS)('the vault notice: the code, and the game code shown when the game list has no name for it (payloads %i–%i)', (_first, _last, run) => {
    const { container } = renderBigWin(<BigWinSlot />);
    for (const p of run) {
      act(() => showVaultCode(alert(p, { WinType: BigWinType.VaultCode, GameCode: p.text, VaultCode: p.text })));
      expectShownAsText(container.querySelector('[data-testid="vault-code"]'), [p], `vault code of payload ${p.id}`);
      expectShownAsText(container.querySelector('[data-testid="vault-notice"]'), [p], `vault notice of payload ${p.id}`, () => 2);
      expectInert();
    }
  });

  it.each(XSS_RUNS)('a refused status request: the server\'s message in the toast (payloads %i–%i)', (_first, _last, run) => {
    // the toasts' own timers stay still
    vi.useFakeTimers();
    const { container } = renderBigWin(
      <>
        <BigWinSlot />
        <ToastHost />
      </>,
    );
    for (const p of run) {
      act(() => {
        useToastStore.setState({ toasts: [] });
        setBigWinError(999_001, p.text);
      });
      expectShownAsText(container.querySelector('[role="alert"]'), [p], `toast of payload ${p.id}`);
      expectInert();
    }
    vi.useRealTimers();
  });

  describe('the replay page', () => {
    const view = () => <ReplayView />;
    // the fake lobby answers at once: its reply lands once the pending promises have run
    const settled = () => act(async () => {});
    /** The page's query names game `g<id>` (named by the payload in the game list). */
    const show = (p: XssPayload) => {
      current = p;
      query = new URLSearchParams({ gameCode: code(p), playerId: '42', roundId: `r${p.id}` });
    };

    it.each(XSS_RUNS)('the game\'s name, and the server\'s refusal message (payloads %i–%i)', async (_first, _last, run) => {
      reply = (p) => ({ Code: 999_002, Message: p.text, Result: null });
      show(run[0]!);
      const { container, rerender } = renderBigWin(view());
      const error = () => container.querySelector('[data-testid="replay-error"]');
      for (const p of run) {
        show(p);
        rerender(view());
        await settled();
        expectShownAsText(container.querySelector('h1'), [p], `replay title of payload ${p.id}`);
        expectShownAsText(error(), [p], `replay refusal of payload ${p.id}`);
        expectInert();
      }
    });

    it.each(XSS_RUNS)('a ReplayURL that is no web page is never framed (payloads %i–%i)', async (_first, _last, run) => {
      reply = (p) => ({ Code: Code.HttpOk, Message: '', Result: { ReplayURL: p.text } });
      show(run[0]!);
      const { container, rerender } = renderBigWin(view());
      for (const p of run) {
        show(p);
        rerender(view());
        await settled();
        expect(container.querySelector('[data-testid="replay-error"]'), `replay of payload ${p.id}`).not.toBeNull();
        expect(container.querySelector('iframe'), `replay frame of payload ${p.id}`).toBeNull();
        expectInert();
      }
    });
  });
});
