import { BanListPage } from '@/features/rank';

export default function BanListRoute() {
  return <BanListPage />;
}
