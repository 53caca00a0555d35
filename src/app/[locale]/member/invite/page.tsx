import { InvitePage } from '@/features/invite';

export default function MemberInvitePage() {
  return <InvitePage />;
}
