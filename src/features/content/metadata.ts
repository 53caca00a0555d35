import type { Metadata } from 'next';
import { requestBrand } from '@/brand/request-brand';
import { brandNameIn, contentLocale, contentT, type ContentNamespace } from './server-texts';

/**
 * A content page's <title> ("服務條款 | Owl 貓頭鷹遊戲城"), for a page's `generateMetadata`.
 * @example export const generateMetadata = ({ params }: PageProps) => contentMetadata(params, 'content-terms', 'title');
 */
export async function contentMetadata(params: Promise<{ locale: string }>, ns: ContentNamespace, key: string): Promise<Metadata> {
  const locale = contentLocale((await params).locale);
  const [t, brand] = await Promise.all([contentT(locale, ns), requestBrand()]);
  return { title: `${t(key)} | ${brandNameIn(brand, locale)}` };
}

/** The props Next hands a content page. */
export interface ContentPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}
