import { screen } from '@testing-library/react';
import { LoadingText } from './loading-text';
import { renderWithI18n } from './testing';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('LoadingText', () => {
  it('shows the spec text in a status region', () => {
    renderWithI18n(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('載入中.....');
  });
});
