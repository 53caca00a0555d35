import { ComingSoon } from '@/features/layout';

export default function SharePage() {
  return <ComingSoon page="share" />;
}
