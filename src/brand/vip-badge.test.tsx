import { render } from '@testing-library/react';
import { VIP_TIER_IDS } from './vip';
import { VIP_BADGE_COLORS, VipBadge, VipBadgeArt, vipTierOf } from './vip-badge';

describe('VIP badge', () => {
  it('maps levels 1–8 to 銅 … 黑曜石 and nothing else', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(vipTierOf)).toEqual([...VIP_TIER_IDS]);
    expect([0, 9, 2.5, -1].map(vipTierOf)).toEqual([null, null, null, null]);
  });

  it('gives every tier its own colours, metals as medals and gems as cut stones', () => {
    const lights = VIP_TIER_IDS.map((tier) => VIP_BADGE_COLORS[tier].light.toLowerCase());
    expect(new Set(lights).size).toBe(8);
    const shapes = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => {
      const { container } = render(<VipBadgeArt level={level} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('data-tier')).toBe(VIP_TIER_IDS[level - 1]);
      expect(svg.querySelector('text')!.textContent).toBe(String(level));
      expect(svg.querySelector('stop')!.getAttribute('stop-color')).toBe(VIP_BADGE_COLORS[VIP_TIER_IDS[level - 1]!].light);
      return svg.querySelector('path')!.getAttribute('d')!.startsWith('M20 2.5') ? 'medal' : 'gem';
    });
    expect(shapes).toEqual(['medal', 'medal', 'medal', 'medal', 'gem', 'gem', 'gem', 'gem']);
  });

  it('is decorative without a title and an image named by it with one', () => {
    const { container, getByRole } = render(
      <>
        <VipBadgeArt level={0} />
        <VipBadgeArt level={6} title="VIP6 紅寶石" />
      </>,
    );
    expect(container.querySelector('svg[data-tier="none"]')).toHaveAttribute('aria-hidden', 'true');
    expect(getByRole('img', { name: 'VIP6 紅寶石' })).toBeInTheDocument();
  });

  it('reads VIP n and the tier name', () => {
    const { getByTestId } = render(<VipBadge level={3} name="金" testId="b" />);
    expect(getByTestId('b')).toHaveTextContent('VIP3 金');
  });
});
