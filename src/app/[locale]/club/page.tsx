import { ComingSoon } from '@/features/layout';

export default function ClubPage() {
  return <ComingSoon page="club" />;
}
