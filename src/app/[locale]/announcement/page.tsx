import { AnnouncementsPage } from '@/features/announcements';

export default function AnnouncementPage() {
  return <AnnouncementsPage />;
}
