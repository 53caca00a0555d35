import { screen } from '@testing-library/react';
import type { PageQuery } from '../query';
import { renderServer } from '../test-kit';
import { ResponseView } from './response-view';

vi.setConfig({ testTimeout: 20_000 });

const render = (query: PageQuery) => renderServer(ResponseView({ locale: 'zh_tw', query }));
const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('/response', () => {
  it('a successful payment: its order, then the passbook and the games', async () => {
    const { container } = await render({ status: 'success', type: 'payment', order: 'A123' });
    expect(screen.getByRole('heading', { level: 1, name: '處理結果' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '付款成功' })).toBeInTheDocument();
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'success');
    expect(screen.getByText('訂單編號：A123')).toBeInTheDocument();
    expect(links()).toEqual([
      ['查看存摺', '/zh_tw/member/passbook'],
      ['開始遊戲', '/zh_tw/play'],
    ]);
  });

  it('a pending payment says it is being confirmed', async () => {
    await render({ status: 'pending', type: 'payment' });
    expect(screen.getByRole('heading', { level: 2, name: '付款處理中' })).toBeInTheDocument();
    expect(screen.getByText('處理中')).toBeInTheDocument();
  });

  it('a failed payment offers to buy again or ask customer service', async () => {
    await render({ status: 'failed', type: 'payment' });
    expect(screen.getByRole('heading', { level: 2, name: '付款未完成' })).toBeInTheDocument();
    expect(links()).toEqual([
      ['重新購買', '/zh_tw/purchase/point'],
      ['聯繫客服', '/zh_tw/other/service'],
    ]);
  });

  it('a failed sign-in leads home to sign in again', async () => {
    await render({ status: 'failed', type: 'signIn' });
    expect(screen.getByRole('heading', { level: 2, name: '登入失敗' })).toBeInTheDocument();
    expect(links()[0]).toEqual(['回到首頁', '/zh_tw']);
  });

  it('without a status it says there is no result', async () => {
    const { container } = await render({ type: 'payment', order: 'bad order!' });
    expect(screen.getByRole('heading', { level: 2, name: '找不到處理結果' })).toBeInTheDocument();
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'unknown');
    expect(screen.queryByText(/訂單編號/)).toBeNull();
  });
});
