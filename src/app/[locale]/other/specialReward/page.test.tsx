import { getBrand, type BrandId } from '@/brand';
import { requestBrand } from '@/brand/request-brand';
import OtherSpecialRewardPage from './page';

vi.mock('@/brand/request-brand', () => ({ requestBrand: vi.fn() }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/features/rewards/components/special-reward-page', () => ({ SpecialRewardPage: () => null }));

const on = (brand: BrandId) => vi.mocked(requestBrand).mockResolvedValue(getBrand(brand));

describe('/other/specialReward', () => {
  it('is the 404 for crab (no specialRewardPopup)', async () => {
    on('crab');
    await expect(OtherSpecialRewardPage()).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it.each(['owl', 'dragon', 'lion', 'win', 'horse', 'monkey', 'tha'] as const)('shows the page for %s', async (brand) => {
    on(brand);
    await expect(OtherSpecialRewardPage()).resolves.toBeTruthy();
  });
});
