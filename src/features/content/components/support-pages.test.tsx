import { screen, within } from '@testing-library/react';
import { getBrand } from '@/brand';
import { brandMock, renderServer } from '../test-kit';
import { ApkView } from './apk-view';
import { ServiceView } from './service-view';
import { SupportInfoView } from './support-info-view';
import { TermsIndexView } from './terms-index-view';

vi.mock('@/brand/request-brand', async () => (await import('../test-kit')).requestBrandModule());
vi.setConfig({ testTimeout: 20_000 });

const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

describe('/support/info', () => {
  it('lists online service, LINE and e-mail for a brand with LINE support, with hours and self-service links', async () => {
    brandMock.id = 'crab';
    const crab = getBrand('crab');
    await renderServer(SupportInfoView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: '客服資訊' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(crab.metadata.zh_tw.name))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /開啟線上客服/ })).toHaveAttribute('href', crab.links.customerService);
    expect(screen.getByRole('link', { name: /加入 LINE 好友/ })).toHaveAttribute('href', crab.links.line);
    expect(screen.getByRole('link', { name: '寄信給客服' })).toHaveAttribute('href', 'mailto:service@bj188.social-casino.example');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').map((r) => r.querySelector('th')?.textContent)).toEqual(['管道', '線上客服', 'LINE 客服', '電子郵件', '表單申請']);
    expect(within(table).getByText('每日 24 小時')).toBeInTheDocument();
    const self = screen.getByRole('region', { name: '自助服務' });
    expect(hrefs(within(self).getAllByRole('link'))).toEqual(['/zh_tw/support/qna', '/zh_tw/support/document', '/zh_tw/support/terms', '/zh_tw/other/service']);
  });

  it('offers no LINE to a brand without LINE support (monkey)', async () => {
    brandMock.id = 'monkey';
    await renderServer(SupportInfoView({ locale: 'zh_tw' }));
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
    expect(screen.queryByText('LINE 客服')).toBeNull();
    expect(screen.getByRole('link', { name: '寄信給客服' })).toHaveAttribute('href', 'mailto:service@monkey.social-casino.example');
  });
});

describe('/other/service', () => {
  it('opens the brand’s online service in a new tab and lists the other channels', async () => {
    brandMock.id = 'tha';
    await renderServer(ServiceView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: '線上客服' })).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /開啟線上客服/ });
    expect(open).toHaveAttribute('href', getBrand('tha').links.customerService);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
    expect(screen.getByRole('link', { name: '先看看常見問題' })).toHaveAttribute('href', '/zh_tw/support/qna');
  });
});

describe('/support/terms', () => {
  it('links the terms, privacy, forms and ban list', async () => {
    brandMock.id = 'owl';
    await renderServer(TermsIndexView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: '條款與政策' })).toBeInTheDocument();
    expect(hrefs(screen.getAllByRole('link'))).toEqual(['/zh_tw/support/terms/term-of-service', '/zh_tw/privacy', '/zh_tw/support/document', '/zh_tw/support/ban-list']);
    expect(screen.getAllByText('最後更新：2026.11.23')).toHaveLength(2);
    expect(screen.getByText('登入即表示您已閱讀並同意服務條款與隱私權政策。')).toBeInTheDocument();
  });
});

describe('/purchaseAPK', () => {
  it('downloads the brand’s APK (the download feature’s link) and points to the other ways', async () => {
    brandMock.id = 'crab';
    await renderServer(ApkView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Android 安裝檔下載' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下載 APK' })).toHaveAttribute('href', getBrand('crab').download.apk);
    expect(screen.getByText('檔案：bj188.apk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '安裝步驟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '其他下載方式' })).toHaveAttribute('href', '/zh_tw/download');
  });
});
