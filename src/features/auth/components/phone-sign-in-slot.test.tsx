/**
 * The phone modals' kept state is a visitor's (decision 325): a signed-in page forgets it and
 * shows nothing; a visitor's page brings the open modal back.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { useModalStore } from '@/features/modals/store';
import { Code } from '@/protocol/codes';
import { initialPhoneSignIn, usePhoneSignInStore } from '../phone/phone-sign-in-store';
import { PhoneSignInSlot } from './phone-sign-in-slot';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('./phone-sign-in-modal', () => ({ PhoneSignInModal: () => <p>phone modal</p> }));
vi.mock('./choose-account-modal', () => ({ ChooseAccountModal: () => null }));

const KEPT = JSON.stringify({
  state: { view: 'phone', phone: '912345678', requested: true, resendAt: null, callbackUrl: null, failure: { code: Code.WrongCode, context: 'phone', reopen: 'phone' } },
  version: 0,
});
const session = (status: 'authenticated' | 'unauthenticated') => vi.mocked(useSession).mockReturnValue({ status, data: null, update: vi.fn() } as never);

beforeEach(() => {
  usePhoneSignInStore.setState(initialPhoneSignIn, true);
  useModalStore.setState({ active: null });
  window.sessionStorage.clear();
  window.sessionStorage.setItem('phoneSignIn', KEPT);
});

describe('PhoneSignInSlot and the kept state', () => {
  it('a visitor gets the kept modal and its refusal back', async () => {
    session('unauthenticated');
    render(<PhoneSignInSlot />);
    await waitFor(() => expect(useModalStore.getState().active).toMatchObject({ kind: 'error', code: Code.WrongCode }));
    expect(usePhoneSignInStore.getState().phone).toBe('912345678');
    expect(await screen.findByText('phone modal')).toBeInTheDocument();
  });

  it('a signed-in page forgets it and shows nothing', async () => {
    session('authenticated');
    render(<PhoneSignInSlot />);
    await waitFor(() => expect(window.sessionStorage.getItem('phoneSignIn')).toBeNull());
    expect(useModalStore.getState().active).toBeNull();
    expect(usePhoneSignInStore.getState().phone).toBe('');
    expect(screen.queryByText('phone modal')).not.toBeInTheDocument();
  });
});
