import { ComingSoon } from '@/features/layout';

export default function GameGuidePage() {
  return <ComingSoon page="gameGuide" />;
}
