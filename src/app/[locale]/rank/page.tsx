import { ComingSoon } from '@/features/layout';

export default function RankPage() {
  return <ComingSoon page="rank" />;
}
