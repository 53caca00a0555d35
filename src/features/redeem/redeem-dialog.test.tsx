/**
 * The redeem dialog: opened by openRedeemCode(); a double tap sends one request; success shows
 * the reward and applies the bag; 200044 / 200045 show their texts under the field; an empty
 * code sends nothing; a reset closes it. The relay is faked at the network (msw).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeLobbyHttp } from '../../../tests/support/fake-lobby-http';
import { I18nextProvider } from 'react-i18next';
import { Code, RedeemPath } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import { useWalletStore } from '@/features/wallet/store';
import redeemText from '@locales/zh_tw/redeem.json';
import errorsText from '@locales/zh_tw/errors.json';
import { RedeemDialog } from './components/redeem-dialog';
import { openRedeemCode, resetRedeem, useRedeemStore } from './store';

const post = vi.fn<(path: string, body: unknown) => Promise<{ Code: number; Message: string; Result: unknown }>>();
fakeLobbyHttp((path, body) => post(path, body));

function renderDialog() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'redeem', redeemText);
  return render(
    <I18nextProvider i18n={i18n}>
      <RedeemDialog />
    </I18nextProvider>,
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText(redeemText.label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: redeemText.submit }));

beforeEach(() => {
  post.mockReset();
  useWalletStore.setState({ items: null });
  act(() => resetRedeem());
});

describe('redeem dialog', () => {
  it('redeems once under a double tap, shows the reward and applies the bag', async () => {
    let release: (r: { Code: number; Message: string; Result: unknown }) => void = () => {};
    post.mockImplementation(() => new Promise((r) => (release = r)));
    renderDialog();
    act(() => openRedeemCode());
    type('welcome-2025');
    submit();
    fireEvent.click(screen.getByRole('button', { name: redeemText.submitting }));
    fireEvent.submit(screen.getByLabelText(redeemText.label).closest('form')!);
    await waitFor(() => expect(post).toHaveBeenCalledWith(RedeemPath.Receive, { Code: 'welcome-2025' }));
    await act(async () => release({ Code: Code.HttpOk, Message: '', Result: { Credited: { '1': 5000, '2': 3 }, Bag: { Items: { '1': { Amount: 15000 } } } } }));
    expect(await screen.findByText(redeemText.success)).toBeInTheDocument();
    expect(screen.getByTestId('redeem-reward')).toHaveTextContent('日金 × 5,000、寶石 × 3');
    expect(useWalletStore.getState().items).toMatchObject({ '1': 15000 });
    // the double tap sent one request
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    [Code.RedeemInvalid, errorsText['200044']],
    [Code.RedeemNotEligible, errorsText['200045']],
  ])('shows the text of %i under the field and lets the player try again', async (code, text) => {
    post.mockResolvedValue({ Code: code, Message: 'server detail', Result: null });
    renderDialog();
    act(() => openRedeemCode());
    type('ABCD-1234');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(redeemText.label)).toHaveAttribute('aria-invalid', 'true');
    type('ABCD-12345');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: redeemText.submit })).toBeEnabled();
  });

  it('an empty code sends nothing; an unreadable success is an error, not a reward', async () => {
    renderDialog();
    act(() => openRedeemCode());
    type('   ');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(redeemText.empty);
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ Code: Code.HttpOk, Message: '', Result: { Credited: 'x' } });
    type('ABCD');
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('[100000]'));
    expect(screen.queryByText(redeemText.success)).toBeNull();
  });

  it('a reset (sign-out) closes it; the next opening starts empty', async () => {
    post.mockResolvedValue({ Code: Code.RedeemInvalid, Message: '', Result: null });
    renderDialog();
    act(() => openRedeemCode());
    type('ZZZZ');
    submit();
    await screen.findByRole('alert');
    act(() => resetRedeem());
    expect(useRedeemStore.getState().open).toBe(false);
    act(() => openRedeemCode());
    await waitFor(() => expect(screen.getByLabelText(redeemText.label)).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
