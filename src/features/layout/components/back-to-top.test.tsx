import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { BackToTop } from './back-to-top';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  it('appears after 100 px of scrolling and scrolls to the top', () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    scrollTo(0);
    renderWithI18n(<BackToTop />);
    const button = screen.getByLabelText('回到頂部');
    expect(button).toHaveAttribute('aria-hidden', 'true');
    scrollTo(100);
    expect(button).toHaveAttribute('aria-hidden', 'true');
    scrollTo(101);
    expect(button).toHaveAttribute('aria-hidden', 'false');
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
