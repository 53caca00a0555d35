import { ComingSoon } from '@/features/layout';

export default function CoinRankPage() {
  return <ComingSoon page="rankCoin" />;
}
