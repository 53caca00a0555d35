import { ComingSoon } from '@/features/layout';

export default function PlayGameReplayPage() {
  return <ComingSoon page="playGameNow" />;
}
