import { ComingSoon } from '@/features/layout';

export default function TestPlayGamePage() {
  return <ComingSoon page="testPlayGame" />;
}
