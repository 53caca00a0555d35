/**
 * What a signed-in page shows of the big-win promotion: the win banner (avatar, name, game,
 * level label; gone after 4 s, then the next), a vault code with its link, and a refusal as a
 * toast with the message and the code.
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { BigWinType, type BigWinAlert } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import { useToastStore } from '@/ui/toast-store';
import bigWin from '@locales/zh_tw/big-win.json';
import { queueBanner, resetBigWin, setBigWinError, showVaultCode } from '../store';
import { BigWinSlot } from './big-win-slot';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), usePathname: () => '/zh_tw/play-game/m' }));

const alert = (fields: Partial<BigWinAlert> = {}): BigWinAlert => ({
  PlayerID: 9,
  PlayerName: '<b>幸運星</b>',
  PictureURL: '',
  GameCode: '10001',
  Provider: 'be',
  WinType: BigWinType.BigPrize,
  AlertInfo: { SymbolNo: 101, Multiple: 152 },
  Win: 15_200,
  RoundID: 'r-1',
  ...fields,
});

function renderSlot() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'big-win', bigWin);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>
        <BigWinSlot />
      </BrandProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetBigWin();
  useToastStore.setState({ toasts: [] });
  localStorage.setItem('gameList', JSON.stringify([{ GameCode: '10001', GameNames: '財神到', Provider: 'be' }]));
});
afterEach(() => {
  resetBigWin();
  localStorage.clear();
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('win banner', () => {
  it('shows avatar, name (as text), game from gameList and level label; leaves after 4 s for the next', () => {
    renderSlot();
    expect(screen.queryByTestId('win-banner')).toBeNull();
    act(() => {
      queueBanner(alert());
      queueBanner(alert({ PlayerName: '阿明', GameCode: '10099', AlertInfo: { SymbolNo: 0, Multiple: 152 }, PictureURL: 'https://files.example/p.png' }));
    });
    expect(screen.getByTestId('win-banner-text')).toHaveTextContent('<b>幸運星</b> 在 財神到 贏得');
    expect(screen.getByTestId('win-banner-label')).toHaveTextContent('巨獎');
    const avatar = screen.getByTestId('win-banner').querySelector('img')!;
    expect(avatar).toHaveAttribute('src', '/brands/crab/avatar-default.png');
    expect(screen.getByRole('status', { name: '大獎播報' })).toHaveClass('pointer-events-none');

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByTestId('win-banner-text')).toHaveTextContent('幸運星');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('win-banner-text')).toHaveTextContent('阿明 在 10099 贏得');
    expect(screen.getByTestId('win-banner-label')).toHaveTextContent('152X');
    expect(screen.getByTestId('win-banner').querySelector('img')).toHaveAttribute('src', 'https://files.example/p.png');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId('win-banner')).toBeNull();
  });

  it('names a bonus winner differently', () => {
    renderSlot();
    act(() => queueBanner(alert({ WinType: BigWinType.Bonus, AlertInfo: { SymbolNo: 104, Multiple: 3 } })));
    expect(screen.getByTestId('win-banner-text')).toHaveTextContent('在 財神到 獲得紅利');
    expect(screen.getByTestId('win-banner-label')).toHaveTextContent('小獎');
  });
});

describe('vault code (WinType 3)', () => {
  it('shows the code with a link to the bank-code page until closed', () => {
    renderSlot();
    act(() => showVaultCode(alert({ WinType: BigWinType.VaultCode, VaultCode: 'VAULT-7788' })));
    const notice = screen.getByRole('alertdialog', { name: '金庫密碼已解鎖' });
    expect(screen.getByTestId('vault-code')).toHaveTextContent('VAULT-7788');
    expect(notice).toHaveTextContent('您在 財神到 獲得金庫密碼');
    expect(screen.getByRole('link', { name: '前往金庫' })).toHaveAttribute('href', '/zh_tw/other/bankcode');
    act(() => screen.getByRole('button', { name: '關閉' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('refusals (chat §8)', () => {
  it('show the message text with the code', () => {
    renderSlot();
    act(() => setBigWinError(200391, '活動維護中'));
    expect(useToastStore.getState().toasts.map((t) => [t.message, t.tone])).toEqual([['大獎推播：活動維護中（200391）', 'error']]);
  });

  it('without a message, show the code text from the catalogue', () => {
    renderSlot();
    act(() => setBigWinError(200384, ''));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['大獎推播：查無此局紀錄（200384）']);
  });
});
