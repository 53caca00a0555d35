import { ArticleDetail } from '@/features/announcements';

export default async function AnnouncementDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ArticleDetail id={/^\d{1,12}$/.test(id) ? Number(id) : 0} />;
}
