import { ComingSoon } from '@/features/layout';

export default function PlayPage() {
  return <ComingSoon page="play" />;
}
