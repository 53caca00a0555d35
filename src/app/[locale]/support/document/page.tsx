import { DocumentsView } from '@/features/content/components/documents-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content-documents', 'title');

export default async function DocumentPage({ params }: ContentPageProps) {
  return <DocumentsView locale={contentLocale((await params).locale)} />;
}
