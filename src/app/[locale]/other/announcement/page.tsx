import { AnnouncementsPage } from '@/features/announcements';

export default function OtherAnnouncementPage() {
  return <AnnouncementsPage system />;
}
