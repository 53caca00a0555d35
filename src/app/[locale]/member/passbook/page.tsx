import { ComingSoon } from '@/features/layout';

export default function PassbookPage() {
  return <ComingSoon page="memberPassbook" />;
}
