import { ComingSoon } from '@/features/layout';

export default function SupportInfoPage() {
  return <ComingSoon page="supportInfo" />;
}
