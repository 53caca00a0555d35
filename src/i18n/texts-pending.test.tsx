/**
 * Lazy texts (acct §9): a translation file that fails is tried again 5 times, 350 ms after the
 * first failure and doubling; at most 10 files load at once; a file that fails every try leaves
 * the screen a retry (TextsPending), never a blank.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { loadLazyTexts, TEXT_LOAD_DEADLINE_MS, TEXT_LOAD_POLICY, TextsHung } from './lazy-texts';
import { TextsPending } from './texts-pending';
import { renderWithI18n } from '@/ui/testing';

describe('loading a translation file', () => {
  afterEach(() => vi.useRealTimers());

  it('tries again 5 times, 350 ms after the first failure and twice as long each time', async () => {
    await import('p-retry'); // loaded by the first failure in the app; here before fake time starts
    vi.useFakeTimers();
    const i18n = createInstance();
    await i18n.init({ lng: 'zh_tw', resources: {} });
    const at: number[] = [];
    const start = Date.now();
    const load = vi.fn(async () => {
      at.push(Date.now() - start);
      if (at.length < 6) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: { hello: '你好' } };
    });
    let settled = false;
    const done = loadLazyTexts(i18n, 'zh_tw', 'probe', { zh_tw: load }).finally(() => (settled = true));
    while (!settled) await vi.advanceTimersByTimeAsync(50);
    await done;
    expect(at).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(i18n.getResource('zh_tw', 'probe', 'hello')).toBe('你好');
    expect(TEXT_LOAD_POLICY).toMatchObject({ retries: 5, firstDelayMs: 350, factor: 2 });
  });

  it('gives up after the 6th failure, and loads at most 10 files at once', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh_tw', resources: {} });
    vi.useFakeTimers();
    const never = vi.fn(async () => {
      throw new TypeError('offline');
    });
    let settled = false;
    const failed = loadLazyTexts(i18n, 'zh_tw', 'down', { zh_tw: never })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    while (!settled) await vi.advanceTimersByTimeAsync(50);
    expect(await failed).toBeInstanceOf(Error);
    expect(never).toHaveBeenCalledTimes(6);
    vi.useRealTimers();

    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<{ default: object }>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve({ default: {} });
        });
      });
    const all = Array.from({ length: 14 }, (_, i) => loadLazyTexts(i18n, 'zh_tw', `ns${i}`, { zh_tw: slow }));
    await waitFor(() => expect(releases).toHaveLength(10));
    expect(most).toBe(10);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(all);
    expect(most).toBe(10);
  });
});

describe('a translation file that never arrives (Turbopack leaves a failed chunk import pending)', () => {
  afterEach(() => vi.useRealTimers());

  it('fails after the deadline, once: a pending import cannot be asked again on the page', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh_tw', resources: {} });
    vi.useFakeTimers();
    const hangs = vi.fn(() => new Promise<{ default: object }>(() => {}));
    let settled = false;
    const outcome = loadLazyTexts(i18n, 'zh_tw', 'hung', { zh_tw: hangs })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(TEXT_LOAD_DEADLINE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TextsHung);
    expect(hangs).toHaveBeenCalledTimes(1);
  });
});

describe('TextsPending', () => {
  it('waits with 載入中....., and after a failure says so with 重試', () => {
    const retry = vi.fn();
    const { rerender } = renderWithI18n(<TextsPending failed={false} retry={retry} />);
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
    rerender(<TextsPending failed retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('文字載入失敗');
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

