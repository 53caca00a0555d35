import { CoinRankPage } from '@/features/rank';

export default function CoinRankRoute() {
  return <CoinRankPage />;
}
