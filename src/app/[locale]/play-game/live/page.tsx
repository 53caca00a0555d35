import { ComingSoon } from '@/features/layout';

export default function PlayGameLivePage() {
  return <ComingSoon page="playGameLive" />;
}
