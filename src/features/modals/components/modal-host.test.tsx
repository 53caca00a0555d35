import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { closeModal, openModal, useModalStore } from '../store';
import { ModalHost } from './modal-host';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

function show(request: Parameters<typeof openModal>[0]) {
  act(() => {
    openModal(request);
  });
}

describe('ModalHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    closeModal();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [{ kind: 'sessionExpired' } as const, '連線已過期，請重新登入'],
    [{ kind: 'TIMEOUT' } as const, '登入已過期，請重新登入'],
    [{ kind: 'suspended' } as const, '帳號已被停用，如有任何疑問，請聯繫客服'],
    [{ kind: 'MULTIPLE_SIGNIN' } as const, '您的帳號已在其他裝置登入'],
    [{ kind: 'registrationSuccess' } as const, '恭喜您註冊成功'],
    [{ kind: 'error', code: 200044 } as const, '無效的兌換碼'],
    [{ kind: 'error', code: 999999 } as const, '[999999]'],
    [{ kind: 'error', code: 999999, message: '伺服器訊息' } as const, '伺服器訊息'],
    [{ kind: 'error', code: 100009, context: 'signIn' } as const, '此用戶不存在'],
  ])('shows the text of %o', (request, text) => {
    renderWithI18n(<ModalHost />);
    show(request);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('modal-text')).toHaveTextContent(text);
  });

  it('shows a fallback even for a code the catalogue keeps silent', () => {
    renderWithI18n(<ModalHost />);
    show({ kind: 'error', code: 100000, context: 'signIn' });
    expect(screen.getByTestId('modal-text')).toHaveTextContent('[100000]');
  });

  it('runs onClose when the player presses 確定, then fades out', () => {
    const onClose = vi.fn();
    renderWithI18n(<ModalHost />);
    show({ kind: 'MULTIPLE_SIGNIN', onClose });
    expect(screen.queryByRole('button', { name: '關閉' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useModalStore.getState().active).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps showing MULTIPLE_SIGNIN when another modal is requested', () => {
    renderWithI18n(<ModalHost />);
    show({ kind: 'MULTIPLE_SIGNIN' });
    show({ kind: 'error', code: 200044 });
    show({ kind: 'sessionExpired' });
    expect(screen.getByTestId('modal-text')).toHaveTextContent('您的帳號已在其他裝置登入');
  });

  it('lets an error be closed with × too', () => {
    const onClose = vi.fn();
    renderWithI18n(<ModalHost />);
    show({ kind: 'error', code: 200044, onClose });
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
