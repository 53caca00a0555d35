import { ComingSoon } from '@/features/layout';

export default function PlayGamePcPage() {
  return <ComingSoon page="playGamePc" />;
}
