import { ComingSoon } from '@/features/layout';

export default function SevenDaySignInPage() {
  return <ComingSoon page="sevenDaySignIn" />;
}
