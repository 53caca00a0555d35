/**
 * The VIP card with points (10101 Levels): the bar is points over the next tier's threshold,
 * the text says how many points are missing for which tier, and the top tier shows a full bar
 * with the points so far; the tier row and the next tier's gains stay.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { vipLevelsOf, vipThreshold, type VipLevels } from '@/protocol/vip';
import { createTestI18n } from '@/ui/testing';
import member from '@locales/zh_tw/member.json';
import { VipCard } from './components/vip-card';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

function renderCard(level: number, levels: VipLevels | null, failed = false) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'member', member);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('owl')}>
        <VipCard level={level} levels={levels} failed={failed} />
      </BrandProvider>
    </I18nextProvider>,
  );
}

const width = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.width;

describe('VipCard with VIP points', () => {
  it('VIP 2 with 250,000 points: the bar is 250,000 of 1,000,000, 750,000 more to VIP3 金', () => {
    renderCard(2, vipLevelsOf(2, 250_000));
    const bar = screen.getByRole('progressbar', { name: 'VIP 等級' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', String(vipThreshold(3)));
    expect(bar).toHaveAttribute('aria-valuenow', '250000');
    expect(bar).toHaveAttribute('aria-valuetext', '250,000 / 1,000,000 點');
    expect(width(bar)).toBe('25%');
    expect(screen.getByTestId('vip-points')).toHaveTextContent('250,000 / 1,000,000 點');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent('再累積 750,000 點升級 VIP3 金');
    // the tier row and the gains list are still there
    expect(screen.getByTestId('vip-badge')).toHaveTextContent('VIP2 銀');
    expect(screen.getByText('已達成 2/8 階')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'VIP 等級' });
    expect(within(card).getByText('升級後可享')).toBeInTheDocument();
  });

  it('a tier granted above the points (demo VIP 3, no points yet): an empty bar, the whole next threshold missing', () => {
    renderCard(3, vipLevelsOf(3, 0));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(width(bar)).toBe('0%');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent(`再累積 ${vipThreshold(4).toLocaleString('en-US')} 點升級 VIP4 白金`);
  });

  it('the top tier: a full bar, the points so far and the max text, no gains', () => {
    renderCard(8, vipLevelsOf(8, 612_345_678));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '1');
    expect(width(bar)).toBe('100%');
    expect(screen.getByTestId('vip-points')).toHaveTextContent('累積 612,345,678 點');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent('已達最高等級，盡享所有特權');
    expect(screen.queryByText('升級後可享')).toBeNull();
    expect(screen.queryByText(/再累積/)).toBeNull();
  });

  it('while 10100 is asked: a busy placeholder; when it failed: says so; no bar either way', () => {
    const { unmount } = renderCard(3, null);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    renderCard(3, null, true);
    expect(screen.getByText('VIP 點數暫時無法取得')).toBeInTheDocument();
  });
});
