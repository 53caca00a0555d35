import { ApkView } from '@/features/content/components/apk-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'apk.title');

export default async function PurchaseApkPage({ params }: ContentPageProps) {
  return <ApkView locale={contentLocale((await params).locale)} />;
}
