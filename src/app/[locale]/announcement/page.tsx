import { AnnouncementsPage } from '@/features/announcements/components/announcements-page';

export default function AnnouncementPage() {
  return <AnnouncementsPage />;
}
