import { ComingSoon } from '@/features/layout';

export default function ServicePage() {
  return <ComingSoon page="service" />;
}
