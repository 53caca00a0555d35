import { getBrand, type BrandId } from '@/brand';
import { requestBrand } from '@/brand/request-brand';
import PlayGameLivePage from './page';

vi.mock('@/brand/request-brand', () => ({ requestBrand: vi.fn() }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/features/live/components/live-room', () => ({ LiveRoom: () => null }));

const on = (brand: BrandId) => vi.mocked(requestBrand).mockResolvedValue(getBrand(brand));

describe('/play-game/live', () => {
  it.each(['owl', 'dragon', 'win', 'horse', 'monkey', 'tha'] as const)('is the 404 for %s (no live rooms)', async (brand) => {
    on(brand);
    await expect(PlayGameLivePage()).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it.each(['crab', 'lion'] as const)('shows the room for %s', async (brand) => {
    on(brand);
    await expect(PlayGameLivePage()).resolves.toBeTruthy();
  });
});
