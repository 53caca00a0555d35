import { act, screen, waitFor } from '@testing-library/react';
import { resetSocketsForTests } from '@/socket';
import { openPassbook, resetPassbook, usePassbookStore } from '../store';
import { manualLoader, renderPassbook } from '../test-utils';

const loader = manualLoader();
vi.mock('../request', async (importOriginal) => ({ ...(await importOriginal<typeof import('../request')>()), loadPassbookPage: (p: never) => loader.load(p) }));

const { PassbookModal } = await import('./passbook-modal');

afterEach(() => {
  resetSocketsForTests();
  usePassbookStore.setState({ open: false });
});

describe('存摺 modal', () => {
  it('openPassbook() opens the viewer as the bank modal; a reset (sign-out) closes it', async () => {
    renderPassbook(<PassbookModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openPassbook());
    const dialog = await screen.findByRole('dialog', { name: '存摺' });
    expect(dialog).toHaveTextContent('僅顯示14天之紀錄');
    expect(loader.calls.at(-1)).toMatchObject({ Page: 1, PerPage: 2, Tab: 1 });
    await act(async () => loader.answer(0));
    expect(dialog).toHaveTextContent('尚無資料');

    act(() => resetPassbook());
    expect(usePassbookStore.getState().open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again: a fresh first page is asked.
    const asked = loader.calls.length;
    act(() => openPassbook());
    await screen.findByRole('dialog', { name: '存摺' });
    expect(loader.calls).toHaveLength(asked + 1);
  });
});
