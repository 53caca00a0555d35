import { ComingSoon } from '@/features/layout';

export default function PrivacyPage() {
  return <ComingSoon page="privacy" />;
}
