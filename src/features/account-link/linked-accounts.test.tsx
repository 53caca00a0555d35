import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { setCurrentSession } from '@/features/session/session-generation';
import type { PopupOutcome } from '@/features/auth/popup/open-provider-popup';
import { AccountHelperPath, Code, type AccountView } from '@/protocol';
import { useToastStore } from '@/ui/toast-store';
import { renderWithI18n } from '@/ui/testing';
import account from '@locales/zh_tw/account.json';
import { loadAccountTexts } from './account-texts';
import { LinkedAccounts } from './components/linked-accounts';
import { LINK_INTENT_COOKIE, LINK_RESULT_COOKIE } from './link-cookies';
import type { AccountLinkDeps } from './use-account-link';
import { fakeLobbyHttp } from '../../../tests/support/fake-lobby-http';

vi.mock('next-auth/react', () => ({ useSession: vi.fn(), signOut: vi.fn(async () => undefined) }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));

const update = vi.fn(async () => null);
const guestView: AccountView = { PlayerID: 5, Name: '訪客1234', Provider: 99999, IsGuest: true, Phone: '', Linked: [], Status: 1, RegistTime: 'x', LastLoginTime: 'y' };
const lineView: AccountView = { ...guestView, Provider: 7, IsGuest: false, Linked: [{ TPType: 7, LinkedAt: 1 }] };

/** Cookies the page wrote (the intent's Path=/api/auth hides it from document.cookie here). */
let written: string[] = [];

const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
fakeLobbyHttp((path, body) => post(path, body));

function harness(views: AccountView[]) {
  let report: ((outcome: PopupOutcome) => void) | null = null;
  const opened: string[] = [];
  const intentAtOpen: (string | undefined)[] = [];
  post.mockImplementation(async (path: string) => {
    expect(path).toBe(AccountHelperPath.Account);
    return { Code: Code.HttpOk, Message: '', Result: views.length > 1 ? views.shift() : views[0] };
  });
  const deps: AccountLinkDeps = {
    openPopup: (url, onOutcome) => {
      opened.push(url);
      intentAtOpen.push(written.find((c) => c.startsWith(`${LINK_INTENT_COOKIE}=`)));
      report = onOutcome;
      return () => undefined;
    },
    navigate: vi.fn(),
  };
  return { deps, post, opened, intentAtOpen, finish: (outcome: PopupOutcome) => report?.(outcome) };
}

async function renderLinked(deps: AccountLinkDeps) {
  const { i18n } = renderWithI18n(<LinkedAccounts deps={deps} />);
  await act(async () => loadAccountTexts(i18n, 'zh_tw'));
  return i18n;
}

/** What the web server leaves after the callback (jsdom has no Path=/api/auth requests: set it at /). */
function serverLeaves(code: number) {
  document.cookie = `${LINK_RESULT_COOKIE}=${code}; Path=/`;
}

describe('LinkedAccounts (綁定帳號)', () => {
  beforeEach(() => {
    setCurrentSession('tag');
    vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update, data: { sessionTag: 'tag', provider: 'guest', user: {} } } as never);
    useToastStore.setState({ toasts: [] });
    written = [];
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter.call(this, value);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a guest is told to link to keep their progress; each provider has a 綁定 button', async () => {
    const h = harness([guestView]);
    await renderLinked(h.deps);
    expect(await screen.findByText(account.link.guestNotice)).toBeVisible();
    for (const name of ['LINE', 'Google', 'Apple', 'Facebook']) expect(screen.getByRole('button', { name: `綁定 ${name}` })).toBeEnabled();
  });

  it('linking LINE: the popup opens with the intent; on success the row shows 已綁定 and a toast', async () => {
    const h = harness([guestView, lineView]);
    await renderLinked(h.deps);
    fireEvent.click(await screen.findByRole('button', { name: '綁定 LINE' }));
    expect(h.opened).toEqual(['/zh_tw/signIn/line?popup=1']);
    expect(h.intentAtOpen).toEqual([`account-link=line~${encodeURIComponent('/zh_tw/signIn/line?step=done')}; Max-Age=600; Path=/api/auth; SameSite=Lax`]);
    expect(screen.getByRole('status')).toHaveTextContent(account.link.waiting);
    expect(screen.getByRole('button', { name: '綁定 Google' })).toBeDisabled();
    serverLeaves(Code.HttpOk);
    await act(async () => h.finish({ type: 'signed-in' }));
    expect(await screen.findByText(account.link.linked)).toBeVisible();
    expect(screen.queryByText(account.link.guestNotice)).toBeNull();
    expect(update).toHaveBeenCalled();
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['LINE 綁定成功']));
    expect(document.cookie).not.toContain(LINK_RESULT_COOKIE);
  });

  it.each([
    [Code.IdentityLinkedElsewhere, '此帳號已綁定其他玩家，請改用其他帳號綁定'],
    [Code.ProviderAlreadyLinked, '您的帳號已綁定過此登入方式'],
    [Code.LinkTokenInvalid, '綁定驗證失敗，請重新登入該帳號後再試'],
    [Code.Silent, account.link.failed],
  ])('a refusal %i shows its text', async (code, text) => {
    const h = harness([guestView]);
    await renderLinked(h.deps);
    fireEvent.click(await screen.findByRole('button', { name: '綁定 LINE' }));
    serverLeaves(code);
    await act(async () => h.finish({ type: 'signed-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: '綁定 LINE' })).toBeEnabled();
  });

  it('the popup closed before the provider answered: nothing to say, the button is back', async () => {
    const h = harness([guestView]);
    await renderLinked(h.deps);
    fireEvent.click(await screen.findByRole('button', { name: '綁定 LINE' }));
    await act(async () => h.finish({ type: 'closed' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(written.at(-1)).toBe('account-link=; Max-Age=0; Path=/api/auth; SameSite=Lax');
    expect(screen.getByRole('button', { name: '綁定 LINE' })).toBeEnabled();
  });

  it('a registered player sees the intro, not the guest notice', async () => {
    const h = harness([lineView]);
    await renderLinked(h.deps);
    expect(await screen.findByText(account.link.intro)).toBeVisible();
    expect(screen.queryByText(account.link.guestNotice)).toBeNull();
  });
});
