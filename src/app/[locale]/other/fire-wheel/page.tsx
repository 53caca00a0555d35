import { FireWheelPage } from '@/features/rewards/components/fire-wheel-page';

export default function OtherFireWheelPage() {
  return <FireWheelPage />;
}
