import { act, screen } from '@testing-library/react';
import { ToastHost } from './toast-host';
import { showToast, useToastStore } from './toast-store';
import { renderWithI18n } from './testing';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a message and removes it after its duration', () => {
    renderWithI18n(<ToastHost />);
    act(() => {
      showToast('即將開放', { duration: 1000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('即將開放');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not stack the same message twice and keeps at most three', () => {
    act(() => {
      showToast('a');
      showToast('a');
      showToast('b');
      showToast('c');
      showToast('d');
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['b', 'c', 'd']);
  });

  it('announces errors as alerts', () => {
    renderWithI18n(<ToastHost />);
    act(() => {
      showToast('失敗', { tone: 'error' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('失敗');
  });
});
