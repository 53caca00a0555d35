import { GuideView } from '@/features/content/components/guide-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'guide.title');

export default async function GameGuidePage({ params }: ContentPageProps) {
  return <GuideView locale={contentLocale((await params).locale)} />;
}
