import { SevenDayPage } from '@/features/rewards/components/seven-day-page';

export default function SevenDaySignInPage() {
  return <SevenDayPage />;
}
