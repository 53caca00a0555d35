import { ComingSoon } from '@/features/layout';

export default function PresentPage() {
  return <ComingSoon page="present" />;
}
