import { act, fireEvent, screen, within } from '@testing-library/react';
import { Code, PassbookLimits } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { resetPassbook } from '../store';
import { entry, manualLoader, renderPassbook, T0 } from '../test-utils';
import { PassbookViewer } from './passbook-viewer';

const NOW = T0 + 3_600_000;
const now = () => NOW;

afterEach(() => resetSocketsForTests());

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const rows = () => screen.queryAllByTestId('passbook-row');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const pageButtons = () => within(screen.getByRole('navigation', { name: '分頁' })).getAllByRole('button', { name: /^第 \d+ 頁$/ }).map((b) => b.textContent);

describe('passbook viewer', () => {
  it('asks for the first page of 日金: itemID 1, the last 14 days, 2 a page, tab 1, with the notice and ...loading', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} />);
    expect(loader.calls).toEqual([{ ItemID: 1, StartTime: NOW - 14 * 24 * 3_600_000, EndTime: NOW, Lang: 'zh_tw', Page: 1, PerPage: 2, Tab: 1 }]);
    expect(PassbookLimits.PerPage).toBe(2);
    expect(screen.getByText('僅顯示14天之紀錄')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('...loading');
    await act(async () => loader.answer(0));
    expect(screen.queryByText('...loading')).not.toBeInTheDocument();
    expect(screen.getByText('尚無資料')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers 寶石 only to brands with gems (owl), each tab asking its number', async () => {
    const crab = manualLoader();
    const { unmount } = renderPassbook(<PassbookViewer load={crab.load} now={now} />, 'crab');
    expect(tabNames()).toEqual(['日金', '點數', '禮物']);
    unmount();

    const owl = manualLoader();
    renderPassbook(<PassbookViewer load={owl.load} now={now} />, 'owl');
    expect(tabNames()).toEqual(['日金', '寶石', '點數', '禮物']);
    for (const [name, tab] of [['寶石', 2], ['點數', 3], ['禮物', 4], ['日金', 1]] as const) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(owl.calls.at(-1)).toMatchObject({ Tab: tab, Page: 1, PerPage: 2 });
    }
    expect(screen.getByRole('tab', { name: '日金' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows rows: Taipei time, source, item, the signed change after − before in green or red', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} />);
    await act(async () =>
      loader.answer(4, [
        entry({ ID: 2, CreateTime: Date.UTC(2025, 0, 15, 16, 5), Source: 'redEnvelope', Reason: 'redEnvelopeSent', BeforeAmount: 31_000, AfterAmount: 30_000 }),
        entry({ ID: 1, CreateTime: T0, BeforeAmount: 1_000, AfterAmount: 31_000 }),
      ]),
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['交易時間', '來源', '項目', '異動數量']);
    const [sent, bonus] = rows();
    expect(cells(sent!)).toEqual(['2025.01.16 00:05', '紅包', '發送紅包', '-1,000']);
    expect(cells(bonus!)).toEqual(['2025.01.15 12:00', '手機綁定', '手機綁定獎勵', '+30,000']);
    const change = (row: HTMLElement) => within(row).getAllByRole('cell')[3]!;
    expect(change(sent!)).toHaveClass('text-ruby-500');
    expect(change(bonus!)).toHaveClass('text-jade-400');
  });

  it('shows the ledger text as it is for a reason it has no words for, and 其他 for an unknown source', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} />);
    await act(async () =>
      loader.answer(2, [
        entry({ ID: 2, Source: 'other', Reason: 'other', Detail: '<b>幸運輪盤</b>', BeforeAmount: 5, AfterAmount: 5 }),
        entry({ ID: 1, Source: 'futureThing', Reason: 'futureReason', Detail: '新活動' }),
      ]),
    );
    const [wheel, future] = rows();
    expect(cells(wheel!)).toEqual(['2025.01.15 12:00', '其他', '<b>幸運輪盤</b>', '0']);
    expect(cells(future!).slice(1, 3)).toEqual(['其他', '新活動']);
  });

  it('pages with prev / next and groups of 5 page numbers', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} />);
    const answer = async () => act(async () => loader.answer(23, [entry({ ID: loader.calls.length })]));
    await answer();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(loader.calls.at(-1)).toMatchObject({ Page: 2, PerPage: 2, Tab: 1 });
    expect(screen.getByText('...loading')).toBeInTheDocument();
    await answer();
    fireEvent.click(screen.getByRole('button', { name: '第 5 頁' }));
    await answer();
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(loader.calls.at(-1)).toMatchObject({ Page: 6 });
    await answer();
    expect(pageButtons()).toEqual(['6', '7', '8', '9', '10']);
    fireEvent.click(screen.getByRole('button', { name: '上一頁' }));
    await answer();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '第 5 頁' })).toHaveAttribute('aria-current', 'page');

    // 23 rows = 12 pages: the last group is 11–12 and next stops there.
    for (let i = 0; i < 7; i++) {
      fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
      await answer();
    }
    expect(loader.calls.at(-1)).toMatchObject({ Page: 12 });
    expect(pageButtons()).toEqual(['11', '12']);
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled();

    // Another tab starts again at page 1.
    fireEvent.click(screen.getByRole('tab', { name: '禮物' }));
    expect(loader.calls.at(-1)).toMatchObject({ Tab: 4, Page: 1 });
  });

  it('keeps only the newest answer, says when a page failed and asks again on 重新整理', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} />);
    fireEvent.click(screen.getByRole('tab', { name: '點數' }));
    await act(async () => loader.answer(1, [entry({ ID: 9, Reason: 'giftFee' })], 1));
    await act(async () => loader.answer(1, [entry({ ID: 8, Reason: 'newPlayerGift' })], 0)); // late answer of 日金
    expect(cells(rows()[0]!)[2]).toBe('贈禮手續費');

    fireEvent.click(screen.getByRole('tab', { name: '禮物' }));
    await act(async () => loader.refuse(Code.Silent));
    expect(screen.getByRole('alert')).toHaveTextContent('紀錄讀取失敗，請稍後再試');
    fireEvent.click(screen.getByRole('button', { name: '重新整理' }));
    expect(loader.calls.at(-1)).toMatchObject({ Tab: 4, Page: 1 });
    expect(loader.calls).toHaveLength(4);
  });

  it('starts over after a reset (sign-out or another player)', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} />);
    fireEvent.click(screen.getByRole('tab', { name: '禮物' }));
    await act(async () => loader.answer(1, [entry({ ID: 1 })]));
    expect(rows()).toHaveLength(1);
    act(() => resetPassbook());
    expect(rows()).toHaveLength(0);
    expect(loader.calls.at(-1)).toMatchObject({ Tab: 1, Page: 1 });
    expect(screen.getByRole('tab', { name: '日金' })).toHaveAttribute('aria-selected', 'true');
  });
});
