// @vitest-environment jsdom
import { openProviderPopup } from './open-provider-popup';
import { POPUP_MARK_KEY, isSignInPopup, markAsSignInPopup, readPopupMessage, reportToOpener } from './popup-messages';

describe('readPopupMessage', () => {
  it('accepts only the popup’s own messages', () => {
    expect(readPopupMessage({ source: 'sign-in-popup', type: 'signed-in' })).toEqual({ type: 'signed-in' });
    expect(readPopupMessage({ source: 'sign-in-popup', type: 'sign-in-error', error: 'OAuthCallback' })).toEqual({
      type: 'sign-in-error',
      error: 'OAuthCallback',
    });
    for (const bad of [null, 'signed-in', { type: 'signed-in' }, { source: 'x', type: 'signed-in' }, { source: 'sign-in-popup', type: 'sign-in-error' }]) {
      expect(readPopupMessage(bad)).toBeNull();
    }
  });
});

describe('openProviderPopup', () => {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  beforeEach(() => {
    vi.useFakeTimers();
    popup.closed = false;
    popup.close.mockClear();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  });
  afterEach(() => vi.useRealTimers());

  it('opens a centred 480×720 popup named signInPopup', () => {
    openProviderPopup('/zh_tw/signIn/line?popup=1', vi.fn());
    expect(window.open).toHaveBeenCalledWith('/zh_tw/signIn/line?popup=1', 'signInPopup', expect.stringContaining('width=480,height=720'));
  });

  it('reports the popup’s message once, from this origin only, and closes it', () => {
    const onOutcome = vi.fn();
    openProviderPopup('/x', onOutcome);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { source: 'sign-in-popup', type: 'signed-in' } }));
    expect(onOutcome).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { source: 'sign-in-popup', type: 'signed-in' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { source: 'sign-in-popup', type: 'signed-in' } }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ type: 'signed-in' });
    expect(popup.close).toHaveBeenCalled();
  });

  it('says closed when the player shuts the popup', () => {
    const onOutcome = vi.fn();
    openProviderPopup('/x', onOutcome);
    popup.closed = true;
    vi.advanceTimersByTime(1000);
    expect(onOutcome).toHaveBeenCalledWith({ type: 'closed' });
  });

  it('returns null when the browser blocks it; the stop function closes it', () => {
    const stop = openProviderPopup('/x', vi.fn());
    stop?.();
    expect(popup.close).toHaveBeenCalled();
    vi.mocked(window.open).mockReturnValue(null);
    expect(openProviderPopup('/x', vi.fn())).toBeNull();
  });
});

describe('the popup side', () => {
  beforeEach(() => sessionStorage.clear());

  it('is marked for its whole trip and posts to its opener', () => {
    expect(isSignInPopup()).toBe(false);
    markAsSignInPopup();
    expect(sessionStorage.getItem(POPUP_MARK_KEY)).toBe('1');
    const postMessage = vi.fn();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    reportToOpener({ type: 'sign-in-error', error: 'OAuthCallback' });
    expect(postMessage).toHaveBeenCalledWith({ source: 'sign-in-popup', type: 'sign-in-error', error: 'OAuthCallback' }, window.location.origin);
    expect(close).toHaveBeenCalled();
    expect(isSignInPopup()).toBe(true);
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });
});
