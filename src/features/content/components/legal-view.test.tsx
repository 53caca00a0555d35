import { screen, within } from '@testing-library/react';
import { getBrand } from '@/brand';
import { brandMock, renderServer } from '../test-kit';
import { LegalView } from './legal-view';

vi.mock('@/brand/request-brand', async () => (await import('../test-kit')).requestBrandModule());

// Long documents: the first render also loads the namespaces.
vi.setConfig({ testTimeout: 20_000 });

describe('terms of service (zh_tw)', () => {
  beforeEach(() => {
    brandMock.id = 'owl';
  });

  it('has its title, last-updated date and a table of contents whose links reach every section', async () => {
    const { container } = await renderServer(LegalView({ locale: 'zh_tw', kind: 'terms' }));
    expect(container.querySelector('h1')).toHaveTextContent('服務條款');
    expect(screen.getByText('最後更新：2026.11.23')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '目錄' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(14);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`section[id="${id}"] > h2`), id).toHaveTextContent(link.textContent!);
    }
  });

  it('covers age, virtual currency without cash value, trading, chat, Taiwan law, and names the brand and its mailbox', async () => {
    const { container } = await renderServer(LegalView({ locale: 'zh_tw', kind: 'terms' }));
    const headings = [...container.querySelectorAll('article h2')].map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['二、使用資格與年齡限制', '四、虛擬貨幣與虛擬道具', '六、禁止行為', '七、聊天與社群規範', '十三、準據法與管轄法院', '十四、聯絡我們']));
    expect(screen.getByText(/您必須年滿十八歲/)).toBeInTheDocument();
    expect(screen.getByText(/不具任何現金價值/)).toBeInTheDocument();
    expect(screen.getByText(/買賣、交換、代儲、轉讓帳號/)).toBeInTheDocument();
    expect(screen.getByText(/臺灣臺北地方法院/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(getBrand('owl').metadata.zh_tw.name))).toBeInTheDocument();
    expect(screen.getByText(/service@owl\.social-casino\.example/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{\{|sections\./);
  });

  it('renders in the page language', async () => {
    const { container } = await renderServer(LegalView({ locale: 'vi_vn', kind: 'terms' }));
    expect(container.querySelector('h1')).toHaveTextContent('Điều khoản dịch vụ');
    expect(screen.getByRole('navigation', { name: 'Mục lục' })).toBeInTheDocument();
  });
});

describe('privacy policy (zh_tw)', () => {
  it('has its contents and the sections the policy must cover', async () => {
    brandMock.id = 'crab';
    const { container } = await renderServer(LegalView({ locale: 'zh_tw', kind: 'privacy' }));
    expect(container.querySelector('h1')).toHaveTextContent('隱私權政策');
    expect(within(screen.getByRole('navigation', { name: '目錄' })).getAllByRole('link')).toHaveLength(11);
    const headings = [...container.querySelectorAll('article h2')].map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['二、第三方登入', '四、Cookie 與分析工具', '五、保存期間', '七、您的權利', '九、未成年人']));
    expect(screen.getByText(/LINE、Google、Apple 或 Facebook 登入/)).toBeInTheDocument();
    expect(screen.getByText(/utm_source/)).toBeInTheDocument();
    expect(screen.getByText(/手機號碼：/)).toBeInTheDocument();
  });
});
