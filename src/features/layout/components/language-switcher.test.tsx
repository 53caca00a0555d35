import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { LanguageSwitcher } from './language-switcher';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  usePathname: () => '/zh_tw/support/qna',
  useRouter: () => ({ push }),
}));

describe('LanguageSwitcher', () => {
  it('opens the same page under the chosen locale', () => {
    renderWithI18n(<LanguageSwitcher />, { brandId: 'monkey' });
    fireEvent.click(screen.getByRole('button', { name: /語言/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Tiếng Việt' }));
    expect(push).toHaveBeenCalledWith('/vi_vn/support/qna');
    expect(document.cookie).toContain('i18next=vi_vn');
  });

  it("offers only the brand's locales", () => {
    renderWithI18n(<LanguageSwitcher />, { brandId: 'crab' });
    fireEvent.click(screen.getByRole('button', { name: /語言/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['繁體中文', 'Bahasa Indonesia']);
  });
});
