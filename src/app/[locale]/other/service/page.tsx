import { ServiceView } from '@/features/content/components/service-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'service.title');

export default async function ServicePage({ params }: ContentPageProps) {
  return <ServiceView locale={contentLocale((await params).locale)} />;
}
