import { ComingSoon } from '@/features/layout';

export default function TermOfServicePage() {
  return <ComingSoon page="termOfService" />;
}
