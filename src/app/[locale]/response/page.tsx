import { ComingSoon } from '@/features/layout';

export default function ResponsePage() {
  return <ComingSoon page="response" />;
}
