import { ComingSoon } from '@/features/layout';

export default function FireWheelPage() {
  return <ComingSoon page="fireWheel" />;
}
