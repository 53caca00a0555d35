import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import viVn from '@locales/vi_vn/page-error.json';
import zhTw from '@locales/zh_tw/page-error.json';
import { PageErrorView } from './page-error-view';

/** Renders with the page's i18n as the locale layout gives it: the page-error namespace inlined. */
function render(ui: ReactElement, lng = 'zh_tw') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    ns: ['page-error'],
    resources: { zh_tw: { 'page-error': zhTw }, vi_vn: { 'page-error': viVn } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderBare(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const reload = vi.fn();
const original = window.location;

beforeEach(() => {
  reload.mockReset();
  window.sessionStorage.clear();
  // jsdom's location.reload cannot be spied on; a copy with our own reload stands in
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, pathname: '/zh_tw/play-game/m', reload } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: original });
  vi.restoreAllMocks();
});

function chunkError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/0j917slzucrts.js from module 44342');
  error.name = 'ChunkLoadError';
  return error;
}

describe('PageErrorView', () => {
  it('offers to render the page again, and the way home as a full load', () => {
    const reset = vi.fn();
    render(<PageErrorView error={new TypeError('boom')} reset={reset} locale="zh_tw" />);
    expect(screen.getByRole('heading', { name: '頁面載入失敗' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再試一次' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/zh_tw');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once by itself for a script that did not arrive, then leaves it to the player', () => {
    const first = render(<PageErrorView error={chunkError()} reset={vi.fn()} locale="zh_tw" />);
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();
    // the reload brought the same failure: the page stays, with its button
    render(<PageErrorView error={chunkError()} reset={vi.fn()} locale="zh_tw" />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: '網站已更新' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新整理' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('speaks the page\'s language', () => {
    render(<PageErrorView error={new Error('x')} reset={vi.fn()} locale="vi_vn" />, 'vi_vn');
    expect(screen.getByRole('heading', { name: 'Không tải được trang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi_vn');
  });
});
