import { SevenDayPage } from '@/features/rewards';

export default function SevenDaySignInPage() {
  return <SevenDayPage />;
}
