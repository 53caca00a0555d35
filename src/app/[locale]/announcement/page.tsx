import { ComingSoon } from '@/features/layout';

export default function AnnouncementPage() {
  return <ComingSoon page="announcement" />;
}
