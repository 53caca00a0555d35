import { GuideView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'guide.title');

export default async function GameGuidePage({ params }: ContentPageProps) {
  return <GuideView locale={contentLocale((await params).locale)} />;
}
