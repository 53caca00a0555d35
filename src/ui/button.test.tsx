import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('is a type=button with a 44 px minimum height', () => {
    render(<Button>確定</Button>);
    const button = screen.getByRole('button', { name: '確定' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('min-h-11');
  });

  it.each([
    ['primary', 'from-gold-300'],
    ['secondary', 'bg-mist-500/25'],
    ['green', 'from-jade-400'],
    ['ghost', 'hover:bg-white/10'],
  ] as const)('%s variant has its colours', (variant, cls) => {
    render(<Button variant={variant}>x</Button>);
    expect(screen.getByRole('button').className).toContain(cls);
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        確定
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('offers its classes for links', () => {
    expect(buttonClass('green', 'lg', true)).toContain('w-full');
  });
});
