import { AnnouncementsPage } from '@/features/announcements/components/announcements-page';

export default function OtherAnnouncementPage() {
  return <AnnouncementsPage system />;
}
