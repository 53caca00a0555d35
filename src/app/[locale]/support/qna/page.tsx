import { QnaView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'qna.title');

export default async function SupportQnaPage({ params }: ContentPageProps) {
  return <QnaView locale={contentLocale((await params).locale)} />;
}
