/** Test-only helpers of the download feature. */
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { createTestI18n } from '@/ui/testing';
import download from '@locales/zh_tw/download.json';

type Listener = () => void;

/** A window `initialWidth` px wide for `useScreenLevel()` (matchMedia on min-width queries); `resize` moves it. */

export function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<Listener>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
    };
  });
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

/** Renders `ui` with the real zh_tw common and download texts and a brand. */
export function renderDownload(ui: ReactElement, brandId: BrandId = 'crab') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'download', download, true, false);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{ui}</BrandProvider>
    </I18nextProvider>,
  );
}
