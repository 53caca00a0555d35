import { ComingSoon } from '@/features/layout';

export default function OtherAnnouncementPage() {
  return <ComingSoon page="otherAnnouncement" />;
}
