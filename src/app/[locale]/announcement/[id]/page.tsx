import { ComingSoon } from '@/features/layout';

export default async function AnnouncementDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ComingSoon page="announcementDetail" detail={id} />;
}
