import { requestBrand } from '@/brand/request-brand';
import type { Locale } from '@/i18n/locales';
import { LEGAL_UPDATED, readLegal } from '../legal';
import { brandNameIn, ContentNs, contentT } from '../server-texts';
import { supportEmail } from '../support-channels';
import { LegalDocument } from './legal-document';

/** /support/terms/term-of-service (kind terms) and /privacy (kind privacy), rendered on the server. */
export async function LegalView({ locale, kind }: { locale: Locale; kind: keyof typeof LEGAL_UPDATED }) {
  const [brand, t, ui] = await Promise.all([
    requestBrand(),
    contentT(locale, kind === 'terms' ? ContentNs.Terms : ContentNs.Privacy),
    contentT(locale),
  ]);
  const doc = readLegal(t, LEGAL_UPDATED[kind], { brand: brandNameIn(brand, locale), email: supportEmail(brand) });
  return <LegalDocument doc={doc} labels={{ toc: ui('legal.toc'), updated: ui('legal.updated', { date: doc.updated }), backToToc: ui('legal.backToToc') }} />;
}
