import { MemberSummary } from '@/features/layout';

export default function MemberInfoPage() {
  return <MemberSummary />;
}
