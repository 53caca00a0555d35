import { RankOverviewPage } from '@/features/rank';

export default function RankRoute() {
  return <RankOverviewPage />;
}
