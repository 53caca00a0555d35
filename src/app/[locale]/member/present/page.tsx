import { ComingSoon } from '@/features/layout';

export default function MemberPresentPage() {
  return <ComingSoon page="memberPresent" />;
}
