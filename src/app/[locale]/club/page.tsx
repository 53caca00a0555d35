import { ClubPage } from '@/features/club';

export default function ClubRoute() {
  return <ClubPage />;
}
