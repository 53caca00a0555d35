import { render, screen } from '@testing-library/react';
import { RedDot, badgeText } from './red-dot';

describe('badgeText', () => {
  it('caps at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5, 3)).toBe('3+');
  });
});

describe('RedDot', () => {
  it('renders nothing for zero', () => {
    const { container } = render(<RedDot count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the capped count', () => {
    render(<RedDot count={250} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('renders a plain dot', () => {
    const { container } = render(<RedDot dot />);
    expect(container.querySelector('span')).toHaveClass('bg-ruby-500');
  });
});
