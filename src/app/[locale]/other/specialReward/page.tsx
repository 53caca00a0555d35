import { ComingSoon } from '@/features/layout';

export default function SpecialRewardPage() {
  return <ComingSoon page="specialReward" />;
}
