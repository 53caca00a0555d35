/**
 * /member/present: 12860 asked 10 a page, rows with sent / received, the other player's name
 * and ID, item (gold, gift names), amount, fee and Taipei time; the pager; empty and failed.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { GiftDirection, type GiftRecord, type GiftRecordsRequest, type GiftRecordsResult, type Result } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { createTestI18n } from '@/ui/testing';
import gifts from '@locales/zh_tw/gifts.json';
import passbook from '@locales/zh_tw/passbook.json';
import present from '@locales/zh_tw/present.json';
import { installTestSockets } from '../../../tests/fakes/test-socket';
import { PresentPage } from './components/present-page';

// the records are asked once the lobby socket is ready
beforeEach(() => installTestSockets().lobby.ready());
afterEach(() => resetSocketsForTests());

function loader() {
  const calls: GiftRecordsRequest[] = [];
  const pending: ((a: Result<GiftRecordsResult>) => void)[] = [];
  const load = (p: GiftRecordsRequest) =>
    new Promise<Result<GiftRecordsResult>>((resolve) => {
      calls.push(p);
      pending.push(resolve);
    });
  return {
    load,
    calls,
    answer: (Total: number, List: GiftRecord[]) => pending.at(-1)!({ ok: true, result: { Total, List } }),
    refuse: (code: number) => pending.at(-1)!({ ok: false, code, message: '' }),
    lose: (lost: 'timeout' | 'disconnected') => pending.at(-1)!({ ok: false, code: 100000, message: '', lost }),
  };
}

function renderPage(load: ReturnType<typeof loader>['load']) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'gifts', gifts);
  i18n.addResourceBundle('zh_tw', 'passbook', passbook);
  i18n.addResourceBundle('zh_tw', 'present', present);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>
        <PresentPage load={load} />
      </BrandProvider>
    </I18nextProvider>,
  );
}

/** 2025-01-15 12:00 in Taipei. */
const T0 = Date.UTC(2025, 0, 15, 4, 0, 0);
const record = (GiftID: number, fields: Partial<GiftRecord> = {}): GiftRecord => ({
  GiftID,
  Direction: GiftDirection.Sent,
  PlayerID: 77,
  Name: '阿華',
  ItemID: 1,
  Amount: 20_000,
  Fee: 200,
  RoomID: 0,
  CreateTime: T0,
  ...fields,
});

describe('gift records page', () => {
  it('asks page 1 of 10 and shows rows: direction, name and ID, item × amount, fee, Taipei time', async () => {
    const l = loader();
    renderPage(l.load);
    await waitFor(() => expect(l.calls).toEqual([{ Page: 1, PerPage: 10 }]));
    expect(screen.getByRole('status')).toHaveTextContent('載入中.....');
    await act(async () =>
      l.answer(2, [record(2, { Direction: GiftDirection.Received, Name: '<b>Bob</b>', PlayerID: 88, ItemID: 42, Amount: 3, Fee: 0, RoomID: 1 }), record(1)]),
    );
    const [first, second] = await screen.findAllByTestId('gift-record');
    expect(within(first!).getByText('收到')).toBeInTheDocument();
    expect(within(first!).getByText('<b>Bob</b>')).toBeInTheDocument();
    expect(within(first!).getByText('ID 88')).toBeInTheDocument();
    expect(first).toHaveTextContent('玫瑰花 ×3');
    expect(first).toHaveTextContent('直播間');
    expect(first).toHaveTextContent('手續費 —');
    expect(within(second!).getByText('送出')).toBeInTheDocument();
    expect(second).toHaveTextContent('金幣 ×20,000');
    expect(second).toHaveTextContent('手續費 200');
    expect(second).toHaveTextContent('2025.01.15 12:00');
  });

  it('pages with the page numbers: 23 records make 3 pages, page 3 asks Page 3', async () => {
    const l = loader();
    renderPage(l.load);
    await act(async () => l.answer(23, [record(1)]));
    const nav = await screen.findByRole('navigation', { name: '分頁' });
    expect(within(nav).getAllByRole('button', { name: /^第 \d+ 頁$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(within(nav).getByRole('button', { name: '第 3 頁' }));
    await waitFor(() => expect(l.calls.at(-1)).toEqual({ Page: 3, PerPage: 10 }));
    // page 1 stays on screen while page 3 loads
    expect(screen.getAllByTestId('gift-record')).toHaveLength(1);
  });

  it('says 尚無資料 when empty and offers 重新載入 after a refusal', async () => {
    const l = loader();
    renderPage(l.load);
    await act(async () => l.refuse(100005));
    expect(await screen.findByRole('alert')).toHaveTextContent('讀取失敗');
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    await waitFor(() => expect(l.calls).toHaveLength(2));
    await act(async () => l.answer(0, []));
    expect(await screen.findByText('尚無資料')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('a timeout fails like a refusal; a dropped connection keeps waiting (asked again once the lobby is ready)', async () => {
    const timedOut = loader();
    const view = renderPage(timedOut.load);
    await act(async () => timedOut.lose('timeout'));
    expect(await screen.findByRole('alert')).toHaveTextContent('讀取失敗');
    view.unmount();

    const dropped = loader();
    renderPage(dropped.load);
    await waitFor(() => expect(dropped.calls).toHaveLength(1));
    await act(async () => dropped.lose('disconnected'));
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新載入' })).not.toBeInTheDocument();
    expect(dropped.calls).toHaveLength(1);
  });
});
