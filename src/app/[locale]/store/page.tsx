import { ComingSoon } from '@/features/layout';

export default function StorePage() {
  return <ComingSoon page="store" />;
}
