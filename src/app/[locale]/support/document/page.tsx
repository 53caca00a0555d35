import { ComingSoon } from '@/features/layout';

export default function DocumentPage() {
  return <ComingSoon page="supportDocument" />;
}
