import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServer } from '../test-kit';
import { BankCodeView } from './bank-code-view';

vi.setConfig({ testTimeout: 20_000 });

describe('/other/bankcode', () => {
  it('shows the code of ?code= with its game, copies it, and explains how to redeem it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderServer(BankCodeView({ locale: 'zh_tw', query: { code: 'VAULT-7788', game: '財神到' } }));
    expect(screen.getByRole('heading', { level: 1, name: '金庫密碼' })).toBeInTheDocument();
    expect(screen.getByTestId('vault-code')).toHaveTextContent('VAULT-7788');
    expect(screen.getByText('來自「財神到」')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '複製密碼' }));
    expect(writeText).toHaveBeenCalledWith('VAULT-7788');
    expect(screen.getByRole('status')).toHaveTextContent('已複製');
    expect(screen.getByRole('heading', { name: '如何使用' })).toBeInTheDocument();
    expect(screen.getByText('回到遊戲大廳，點選動作選單中的「兌換碼」。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往遊戲大廳' })).toHaveAttribute('href', '/zh_tw/play-game/m');
  });

  it('says where codes come from when the link has none, and refuses a malformed one', async () => {
    const { unmount } = await renderServer(BankCodeView({ locale: 'zh_tw', query: {} }));
    expect(screen.queryByTestId('vault-code')).toBeNull();
    expect(screen.getByText(/這個網址沒有附上金庫密碼/)).toBeInTheDocument();
    unmount();
    await renderServer(BankCodeView({ locale: 'zh_tw', query: { code: '<img src=x>' } }));
    expect(screen.queryByTestId('vault-code')).toBeNull();
    expect(screen.getByText(/網址中的金庫密碼格式不正確/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '複製密碼' })).toBeNull();
  });
});
