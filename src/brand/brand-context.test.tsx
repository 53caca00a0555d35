import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BrandProvider, useBrand, useFeature } from './brand-context';
import { getBrand } from './get-brand';
import type { FeatureName } from './features';
import type { BrandId } from './types';

function RedEnvelopeButton() {
  return useFeature('redEnvelope') ? <button type="button">發紅包</button> : null;
}
function GemTab() {
  const gems = useFeature('gems');
  const { id } = useBrand();
  return <p>{gems ? `${id}: 寶石` : `${id}: no gems`}</p>;
}

function wrapper(brandId: BrandId) {
  return function BrandWrapper({ children }: { children: ReactNode }) {
    return <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>;
  };
}

describe('useFeature', () => {
  it('shows a feature only for brands that offer it', () => {
    const { unmount } = render(
      <BrandProvider brand={getBrand('crab')}>
        <RedEnvelopeButton />
        <GemTab />
      </BrandProvider>,
    );
    expect(screen.getByRole('button', { name: '發紅包' })).toBeInTheDocument();
    expect(screen.getByText('crab: no gems')).toBeInTheDocument();
    unmount();

    render(
      <BrandProvider brand={getBrand('owl')}>
        <RedEnvelopeButton />
        <GemTab />
      </BrandProvider>,
    );
    expect(screen.queryByRole('button', { name: '發紅包' })).not.toBeInTheDocument();
    expect(screen.getByText('owl: 寶石')).toBeInTheDocument();
  });

  it.each([
    ['lion', 'live', true],
    ['dragon', 'live', false],
    ['monkey', 'lineSupport', false],
    ['win', 'userInfoBanner', true],
  ] as const satisfies readonly (readonly [BrandId, FeatureName, boolean])[])(
    '%s → useFeature(%s) is %s',
    (brand, flag, expected) => {
      const { result } = renderHook(() => useFeature(flag), { wrapper: wrapper(brand) });
      expect(result.current).toBe(expected);
    },
  );

  it('follows a change of brand', () => {
    let brand: BrandId = 'crab';
    const { result, rerender } = renderHook(() => useFeature('customBindReferralModal'), {
      wrapper: ({ children }) => <BrandProvider brand={getBrand(brand)}>{children}</BrandProvider>,
    });
    expect(result.current).toBe(true);
    brand = 'horse';
    rerender();
    expect(result.current).toBe(false);
  });

  it('throws a clear error outside BrandProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useFeature('gems'))).toThrow(/BrandProvider/);
  });
});
