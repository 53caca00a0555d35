import { InvitePage } from '@/features/invite/components/invite-page';

export default function MemberInvitePage() {
  return <InvitePage />;
}
