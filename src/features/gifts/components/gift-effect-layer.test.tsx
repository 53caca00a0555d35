import { act, fireEvent, screen } from '@testing-library/react';
import { setAudioManagerForTests, type AudioManager } from '@/features/audio/audio-manager';
import { EFFECT_CLEAR_MS } from '../effect-media';
import { enqueueGiftEffect, resetGifts, setCaptionHidden, useGiftsStore } from '../store';
import { giftPush, renderGifts } from '../test-utils';
import { GiftEffectLayer } from './gift-effect-layer';

/** An audio manager whose sounds end or fail when the test says. */
function fakeManager(effects = true) {
  const sounds: { url: string; end: () => void; fail: () => void }[] = [];
  const manager: AudioManager = {
    effectsOn: () => effects,
    musicOn: () => false,
    setEffects: () => {},
    setMusic: () => {},
    setMusicBlocked: () => {},
    playEffect: vi.fn(
      (url: string) =>
        new Promise<void>((resolve, reject) => {
          sounds.push({ url, end: resolve, fail: () => reject(new Error('blocked')) });
        }),
    ),
  };
  return { manager, sounds };
}

const video = () => document.querySelector('video')!;
const current = () => useGiftsStore.getState().current?.GiftID ?? null;
/** Lets the sound's promise settle. */
const flush = () => act(async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
});

beforeEach(() => {
  vi.useFakeTimers();
  setAudioManagerForTests(null);
});
afterEach(() => {
  act(() => resetGifts());
  setAudioManagerForTests(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GiftEffectLayer', () => {
  it('plays a full-width muted inline webm with the caption (defaults 用戶 → 主播)', () => {
    renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1, 43, { FromName: '' })));
    expect(video().getAttribute('src')).toBe('/gifts/43.webm');
    expect(video().muted).toBe(true);
    expect(video().hasAttribute('playsinline')).toBe(true);
    expect(video().autoplay).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('用戶 送出 浪漫煙火 給 主播');
  });

  it('iOS gets the mp4', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15');
    renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1, 46)));
    expect(video().getAttribute('src')).toBe('/gifts/46.mp4');
  });

  it('hides the caption while the mini window shows (store flag or prop)', () => {
    const { rerender } = renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1)));
    act(() => setCaptionHidden(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(video()).not.toBeNull();
    act(() => setCaptionHidden(false));
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<GiftEffectLayer captionHidden />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without an audio manager: clears 500 ms after the video ended, then the next gift plays', () => {
    renderGifts(<GiftEffectLayer />);
    act(() => {
      enqueueGiftEffect(giftPush(1, 42));
      enqueueGiftEffect(giftPush(2, 45, { FromName: '阿華', ToName: '小美' }));
    });
    fireEvent.ended(video());
    act(() => vi.advanceTimersByTime(EFFECT_CLEAR_MS - 1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    expect(video().getAttribute('src')).toBe('/gifts/45.webm');
    expect(screen.getByRole('status').textContent).toBe('阿華 送出 流星雨 給 小美');
  });

  it('with a manager and effects on: waits for both the video and the sound', async () => {
    const { manager, sounds } = fakeManager(true);
    setAudioManagerForTests(manager);
    renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1, 48)));
    expect(sounds.map((s) => s.url)).toEqual(['/gifts/48.mp3']);
    fireEvent.ended(video());
    act(() => vi.advanceTimersByTime(EFFECT_CLEAR_MS * 4));
    expect(current()).toBe(1);
    sounds[0]!.end();
    await flush();
    act(() => vi.advanceTimersByTime(EFFECT_CLEAR_MS));
    expect(current()).toBeNull();
  });

  it('effects switched off: no sound is played', () => {
    const { manager } = fakeManager(false);
    setAudioManagerForTests(manager);
    renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1)));
    fireEvent.ended(video());
    act(() => vi.advanceTimersByTime(EFFECT_CLEAR_MS));
    expect(manager.playEffect).not.toHaveBeenCalled();
    expect(current()).toBeNull();
  });

  it('a failed video and a failed sound are logged and the effect finishes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { manager, sounds } = fakeManager(true);
    setAudioManagerForTests(manager);
    renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1, 47)));
    fireEvent.error(video());
    sounds[0]!.fail();
    await flush();
    act(() => vi.advanceTimersByTime(EFFECT_CLEAR_MS));
    expect(current()).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining('video of gift 47 failed'), expect.stringContaining('sound of gift 47 failed')]),
    );
  });

  it('reduced motion: no video, the caption shows and the effect still finishes', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    renderGifts(<GiftEffectLayer />);
    act(() => enqueueGiftEffect(giftPush(1)));
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('玫瑰花');
    act(() => vi.advanceTimersByTime(3_000 + EFFECT_CLEAR_MS));
    expect(current()).toBeNull();
    vi.unstubAllGlobals();
  });
});
