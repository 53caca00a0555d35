import { MemberHub } from '@/features/member';

export default function MemberInfoPage() {
  return <MemberHub />;
}
