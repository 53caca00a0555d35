import tailwindConfig from '../../tailwind.config';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { Button } from './button';
import { renderWithI18n } from './testing';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="系統提示"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button onClick={() => setOpen(false)}>確定</Button>
          </>
        }
        {...props}
      >
        <p>body text</p>
      </Dialog>
    </>
  );
}

function openHarness(props: Partial<DialogProps> = {}) {
  renderWithI18n(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'open' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

describe('Dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is an accessible modal dialog labelled by its title, in a portal', () => {
    const { container } = renderWithI18n(
      <Dialog open onClose={() => {}} title="系統提示">
        x
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '系統提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('uses aria-label without a title and honours maxWidth', () => {
    renderWithI18n(
      <Dialog open onClose={() => {}} ariaLabel="登入" maxWidth={500}>
        x
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '登入' });
    expect(dialog.style.maxWidth).toBe('500px');
  });

  it('moves focus inside, traps Tab, and returns focus on close', () => {
    const trigger = openHarness();
    const close = screen.getByRole('button', { name: '關閉' });
    const confirm = screen.getByRole('button', { name: '確定' });
    const cancel = screen.getByRole('button', { name: '取消' });
    expect(document.activeElement).toBe(cancel);

    // × is the last stop: Tab wraps to the first control, Shift+Tab wraps back.
    close.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    confirm.focus();

    fireEvent.click(close);
    expect(document.activeElement).toBe(trigger);
  });

  it('pulls focus back when it escapes the dialog', () => {
    const trigger = openHarness();
    act(() => trigger.focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape when closable', () => {
    openHarness();
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and shows no × when neither closable nor background-closable', () => {
    openHarness({ closable: false });
    expect(screen.queryByRole('button', { name: '關閉' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click only when background-closable', () => {
    openHarness({ closeOnBackdrop: true, closable: false });
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fades out for 300 ms before unmounting', () => {
    openHarness();
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the × fades in and out over 500 ms, the dialog over 300 ms (chat §10 constants)', () => {
    openHarness();
    const close = screen.getByRole('button', { name: '關閉' });
    expect(close.className).toContain('duration-close');
    act(() => vi.advanceTimersByTime(300));
    expect(close.className).toContain('opacity-100');
    fireEvent.click(close);
    expect(close.className).toContain('opacity-0');
    expect(tailwindConfig.theme?.extend?.transitionDuration).toEqual({ modal: '300ms', close: '500ms' });
  });

  it('locks the page scroll while open', () => {
    openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(document.body.style.overflow).toBe('');
  });
});
