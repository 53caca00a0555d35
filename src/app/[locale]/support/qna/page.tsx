import { QnaView } from '@/features/content/components/qna-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'qna.title');

export default async function SupportQnaPage({ params }: ContentPageProps) {
  return <QnaView locale={contentLocale((await params).locale)} />;
}
