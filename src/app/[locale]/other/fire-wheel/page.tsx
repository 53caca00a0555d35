import { FireWheelPage } from '@/features/rewards';

export default function OtherFireWheelPage() {
  return <FireWheelPage />;
}
