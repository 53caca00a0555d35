import { ServiceView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'service.title');

export default async function ServicePage({ params }: ContentPageProps) {
  return <ServiceView locale={contentLocale((await params).locale)} />;
}
