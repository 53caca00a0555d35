import { ComingSoon } from '@/features/layout';

export default function MissionPage() {
  return <ComingSoon page="mission" />;
}
