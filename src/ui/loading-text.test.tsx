import { screen } from '@testing-library/react';
import { LoadingText } from './loading-text';
import { renderWithI18n } from './testing';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('LoadingText', () => {
  it('shows the spec text in a status region', () => {
    renderWithI18n(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('載入中.....');
  });

  it('holds its ring still for the first two seconds, then spins it', () => {
    renderWithI18n(<LoadingText />);
    const ring = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(ring).toHaveClass('animate-spin-late');
    expect(ring).not.toHaveClass('animate-spin');
  });
});
