import { ComingSoon } from '@/features/layout';

export default function PlayGameMobilePage() {
  return <ComingSoon page="playGameMobile" />;
}
