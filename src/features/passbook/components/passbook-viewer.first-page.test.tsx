import { act, fireEvent, screen } from '@testing-library/react';
import { resetSocketsForTests } from '@/socket';
import { entry, manualLoader, renderPassbook, T0 } from '../test-utils';
import { PassbookViewer } from './passbook-viewer';

const NOW = T0 + 3_600_000;
const now = () => NOW;
const FIRST = { Tab: 1, Page: 1, PerPage: 2, Total: 3, List: [entry({ ID: 3, BeforeAmount: 0, AfterAmount: 1_234_567 }), entry({ ID: 2 })] };

afterEach(() => resetSocketsForTests());

describe('passbook viewer with the server-read first page', () => {
  it('shows page 1 of 日金 at once and does not ask for it again; page 2 is asked over the socket', async () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} first={{ lang: 'zh_tw', result: FIRST }} />);
    expect(loader.calls).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('passbook-row')).toHaveLength(2);
    expect(screen.getByText('+1,234,567')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '第 2 頁' }));
    expect(loader.calls).toEqual([expect.objectContaining({ Page: 2, Tab: 1, Lang: 'zh_tw' })]);
    await act(async () => loader.answer(3, [entry({ ID: 1, BeforeAmount: 0, AfterAmount: 5 })]));
    expect(screen.getAllByTestId('passbook-row')).toHaveLength(1);

    // back to page 1: asked again (the seed stood for the first answer only)
    fireEvent.click(screen.getByRole('button', { name: '第 1 頁' }));
    expect(loader.calls).toHaveLength(2);
    expect(loader.calls[1]).toMatchObject({ Page: 1, Tab: 1 });
  });

  it('asks as before when the server read it in another language', () => {
    const loader = manualLoader();
    renderPassbook(<PassbookViewer load={loader.load} now={now} first={{ lang: 'id_id', result: FIRST }} />);
    expect(loader.calls).toEqual([expect.objectContaining({ Page: 1, Tab: 1, Lang: 'zh_tw' })]);
    expect(screen.getByRole('status')).toHaveTextContent('...loading');
  });
});
