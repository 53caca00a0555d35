import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { AGE_GATE_KEY } from '../age-gate-storage';
import { AgeGate } from './age-gate';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('AgeGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // as a clear in another tab: the gate reads the storage again
  });
  afterEach(() => vi.useRealTimers());

  it('asks a first-time visitor to confirm being 18 or older, with no way around it', () => {
    renderWithI18n(<AgeGate />);
    const dialog = screen.getByRole('dialog', { name: '限制級內容' });
    expect(dialog).toHaveTextContent('僅限年滿18歲者瀏覽');
    expect(screen.queryByRole('button', { name: '關閉' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('remembers the confirmation in localStorage ageMadol when "do not show again" is ticked', () => {
    renderWithI18n(<AgeGate />);
    fireEvent.click(screen.getByRole('checkbox', { name: '不再顯示' }));
    fireEvent.click(screen.getByRole('button', { name: '我已年滿 18 歲，進入網站' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AGE_GATE_KEY)).toBe('true');
    expect(sessionStorage.getItem(AGE_GATE_KEY)).toBeNull();
  });

  it('keeps an unticked confirmation for this visit only', () => {
    renderWithI18n(<AgeGate />);
    fireEvent.click(screen.getByRole('button', { name: '我已年滿 18 歲，進入網站' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AGE_GATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AGE_GATE_KEY)).toBe('true');
  });

  it('stays hidden for a returning player who ticked the box', () => {
    localStorage.setItem(AGE_GATE_KEY, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: AGE_GATE_KEY })); // the gate's store was made before this visit's storage
    renderWithI18n(<AgeGate />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
