import { ComingSoon } from '@/features/layout';

export default function BanListPage() {
  return <ComingSoon page="supportBanList" />;
}
