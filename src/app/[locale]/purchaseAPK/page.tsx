import { ApkView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'apk.title');

export default async function PurchaseApkPage({ params }: ContentPageProps) {
  return <ApkView locale={contentLocale((await params).locale)} />;
}
