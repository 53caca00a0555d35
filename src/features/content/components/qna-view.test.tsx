import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServer } from '../test-kit';
import { QnaView } from './qna-view';

vi.mock('@/brand/request-brand', async () => (await import('../test-kit')).requestBrandModule());
vi.setConfig({ testTimeout: 20_000 });

describe('/support/qna', () => {
  it('lists at least 15 questions in the seven groups, as closed accordion items', async () => {
    const { container } = await renderServer(QnaView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: '常見問題' })).toBeInTheDocument();
    const groups = [...container.querySelectorAll('section h2')].map((h) => h.textContent);
    expect(groups).toEqual(['帳號與登入', '日金、寶石與存摺', '禮物與紅包', 'VIP 等級', '俱樂部', '聊天規範', '購買與付款']);
    const items = container.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect([...items].every((d) => !d.open)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(`共 ${items.length} 則問題`);
    expect(screen.getByRole('link', { name: '聯繫客服' })).toHaveAttribute('href', '/zh_tw/other/service');
  });

  it('filters by the search box, opens the matches, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { container } = await renderServer(QnaView({ locale: 'zh_tw' }));
    const search = screen.getByRole('searchbox', { name: '搜尋問題' });
    await user.type(search, '驗證碼');
    const shown = [...container.querySelectorAll('details')];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((d) => d.open && d.textContent!.includes('驗證碼'))).toBe(true);
    expect(screen.getByText('收不到手機簡訊驗證碼怎麼辦？')).toBeInTheDocument();
    expect(screen.queryByText('VIP 等級有哪些？怎麼升級？')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`共 ${shown.length} 則問題`);

    await user.clear(search);
    await user.type(search, '不存在的關鍵字');
    expect(container.querySelectorAll('details')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('找不到與「不存在的關鍵字」相關的問題');

    await user.click(screen.getByRole('button', { name: '清除搜尋' }));
    expect(search).toHaveValue('');
    expect(container.querySelectorAll('details').length).toBeGreaterThanOrEqual(15);
  });

  it('narrows to one group with its chip', async () => {
    const user = userEvent.setup();
    const { container } = await renderServer(QnaView({ locale: 'zh_tw' }));
    await user.click(screen.getByRole('button', { name: '俱樂部' }));
    expect(screen.getByRole('button', { name: '俱樂部' })).toHaveAttribute('aria-pressed', 'true');
    const sections = container.querySelectorAll('section h2');
    expect([...sections].map((h) => h.textContent)).toEqual(['俱樂部']);
    expect(within(container.querySelector('section')!).getAllByText(/俱樂部/).length).toBeGreaterThan(0);
  });
});
