import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOAT_DISMISSED_KEY, useDownloadStore } from '../store';
import { renderDownload, stubViewport } from '../test-kit';
import { DownloadFloat, FLOAT_HIDDEN_OFFSET } from './download-float';

const path = vi.hoisted(() => ({ current: '/zh_tw' }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), usePathname: () => path.current }));

const float = () => screen.getByTestId('download-float');

describe('DownloadFloat (立即下載)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useDownloadStore.setState({ floatDismissed: false });
    window.sessionStorage.clear();
    path.current = '/zh_tw';
  });

  it('slides in at level 4 and above and out 180 px below it', () => {
    const viewport = stubViewport(390);
    renderDownload(<DownloadFloat />);
    expect(float().dataset.shown).toBe('true');
    expect(float().style.transform).toBe('translateX(0)');
    expect(screen.getByRole('link', { name: '立即下載' })).toHaveAttribute('href', '/zh_tw/download');
    viewport.resize(700); // level 4
    expect(float().dataset.shown).toBe('true');
    viewport.resize(768); // level 3
    expect(FLOAT_HIDDEN_OFFSET).toBe(180);
    expect(float().dataset.shown).toBe('false');
    expect(float().style.transform).toBe('translateX(180px)');
    expect(float()).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the phone OS link directly on a phone', () => {
    stubViewport(390);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 });
    renderDownload(<DownloadFloat />);
    expect(screen.getByRole('link', { name: '立即下載' })).toHaveAttribute('href', 'https://apps.apple.example/tw/app/bj188');
  });

  it('slides out when the player closes it', async () => {
    stubViewport(390);
    renderDownload(<DownloadFloat />);
    await userEvent.setup().click(screen.getByRole('button', { name: '收起下載提示' }));
    expect(float().dataset.shown).toBe('false');
  });

  it('stays closed after a reload in the same tab, and shows again in a new one', async () => {
    stubViewport(390);
    const before = renderDownload(<DownloadFloat />);
    await userEvent.setup().click(screen.getByRole('button', { name: '收起下載提示' }));
    expect(window.sessionStorage.getItem(FLOAT_DISMISSED_KEY)).toBe('true');
    before.unmount();
    // a reload: the page's modules (and the store) start again, sessionStorage stays
    const reload = async () => {
      vi.resetModules();
      const [fresh, kit] = await Promise.all([import('./download-float'), import('../test-kit')]);
      const { unmount } = kit.renderDownload(<fresh.DownloadFloat />);
      const shown = float().dataset.shown;
      unmount();
      return shown;
    };
    expect(await reload()).toBe('false');
    window.sessionStorage.clear(); // a new tab
    expect(await reload()).toBe('true');
  });

  it('is not on the download page itself', () => {
    stubViewport(390);
    path.current = '/zh_tw/download';
    renderDownload(<DownloadFloat />);
    expect(screen.queryByTestId('download-float')).toBeNull();
  });

  it('is not on the play screens, whose lower right corner holds the chat launcher and the live chat input', () => {
    stubViewport(390);
    for (const route of ['/zh_tw/play', '/zh_tw/play/now', '/zh_tw/play-game/m', '/zh_tw/play-game/live']) {
      path.current = route;
      const { unmount } = renderDownload(<DownloadFloat />);
      expect(screen.queryByTestId('download-float'), route).toBeNull();
      unmount();
    }
    path.current = '/zh_tw/member/passbook';
    renderDownload(<DownloadFloat />);
    expect(screen.getByTestId('download-float')).toBeTruthy();
  });
});
