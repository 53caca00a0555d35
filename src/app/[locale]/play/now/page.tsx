import { ComingSoon } from '@/features/layout';

export default function PlayNowPage() {
  return <ComingSoon page="playNow" />;
}
