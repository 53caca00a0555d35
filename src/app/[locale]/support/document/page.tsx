import { DocumentsView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content-documents', 'title');

export default async function DocumentPage({ params }: ContentPageProps) {
  return <DocumentsView locale={contentLocale((await params).locale)} />;
}
