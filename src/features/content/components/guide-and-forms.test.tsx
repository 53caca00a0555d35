import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSignInModalStore } from '@/features/auth';
import { formFileName, formText } from '../documents';
import { renderServer } from '../test-kit';
import { DocumentsView } from './documents-view';
import { GuideView } from './guide-view';

const session = vi.hoisted(() => ({ status: 'unauthenticated' }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: session.status, data: null }) }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('@/brand/request-brand', async () => (await import('../test-kit')).requestBrandModule());
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('/newbie/gameGuidle', () => {
  it('walks through six illustrated steps, each with its real page', async () => {
    const user = userEvent.setup();
    const { container } = await renderServer(GuideView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: '新手教學' })).toBeInTheDocument();
    const steps = [...container.querySelectorAll('ol > li')];
    expect(steps.map((li) => li.querySelector('h2')?.textContent)).toEqual(['登入帳號', '領取每日獎勵', '試玩老虎機', '聊天與 VIP', '送禮與紅包', '查看存摺']);
    expect(steps.every((li) => li.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(steps.slice(1).map((li) => within(li as HTMLElement).getByRole('link').getAttribute('href'))).toEqual([
      '/zh_tw/other/mission',
      '/zh_tw/play',
      '/zh_tw/play-game/m',
      '/zh_tw/member/present',
      '/zh_tw/member/passbook',
    ]);
    await user.click(screen.getByRole('button', { name: '立即登入' }));
    expect(useSignInModalStore.getState().open).toBe(true);
  });

  it('sends a signed-in player to the member centre instead', async () => {
    session.status = 'authenticated';
    await renderServer(GuideView({ locale: 'zh_tw' }));
    expect(screen.getByRole('link', { name: '前往會員中心' })).toHaveAttribute('href', '/zh_tw/member/info');
    expect(screen.queryByRole('button', { name: '立即登入' })).toBeNull();
  });
});

describe('/support/document', () => {
  it('explains how to submit and shows forms 1–6 with purpose, what to prepare and the form', async () => {
    const { container } = await renderServer(DocumentsView({ locale: 'zh_tw' }));
    expect(screen.getByRole('heading', { level: 1, name: '表單下載' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '如何提交' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '透過客服提交' })).toHaveAttribute('href', '/zh_tw/other/service');
    const titles = [...container.querySelectorAll('section[id^="form-"] h2')].map((h) => h.textContent);
    expect(titles).toEqual(['手機號碼變更申請表', '密碼申請表', '帳號查詢申請表', '遊戲帳號服務申請表', '遊戲資料調閱申請表', '付款證明']);
    const proof = container.querySelector<HTMLElement>('#form-6')!;
    expect(within(proof).getByText('表單 6')).toBeInTheDocument();
    expect(within(proof).getByText('訂單編號', { selector: 'th' })).toBeInTheDocument();
    expect(within(proof).getByRole('button', { name: '下載表單' })).toBeInTheDocument();
    expect(within(proof).getByRole('button', { name: '列印' })).toBeInTheDocument();
  });

  it('downloads a form as text made in the browser', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:form';
      },
      revokeObjectURL: () => undefined,
    }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = await renderServer(DocumentsView({ locale: 'zh_tw' }));
    await user.click(within(container.querySelector<HTMLElement>('#form-1')!).getByRole('button', { name: '下載表單' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('form-1.txt');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('表單 1：手機號碼變更申請表');
    expect(text).toContain('新手機號碼：');
  });
});

describe('formText', () => {
  it('writes a heading and a blank line per field, signature and date', () => {
    const text = formText({ title: '付款證明', label: '表單 6', fields: ['玩家 ID', '訂單編號'], signature: '申請人簽名', date: '申請日期' }, 'Owl');
    const lines = text.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Owl 表單 6：付款證明');
    expect(lines.slice(2).map((l) => l.split('：')[0])).toEqual(['玩家 ID', '訂單編號', '申請人簽名', '申請日期']);
    expect(formFileName('paymentProof')).toBe('form-6.txt');
  });
});
