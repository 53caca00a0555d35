import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { DOCUMENT_TYPES, documentNumber, formFileName, formText, type DocumentType } from '../documents';
import { brandNameIn, ContentNs, contentT, textList } from '../server-texts';
import { ContentCard, ContentHeading, ContentTitle } from './content-title';
import { FormActions } from './form-actions';

const formId = (type: DocumentType) => `form-${documentNumber(type)}`;

// Printing one form: FormActions marks <body> with the form's id; everything else is hidden
// and that form is printed alone, black on white.
const PRINT_CSS = `@media print {
  body[data-print-form] * { visibility: hidden; }
  ${DOCUMENT_TYPES.map((type) => `body[data-print-form="${formId(type)}"] #${formId(type)}, body[data-print-form="${formId(type)}"] #${formId(type)} *`).join(',\n  ')} { visibility: visible; }
  ${DOCUMENT_TYPES.map((type) => `body[data-print-form="${formId(type)}"] #${formId(type)}`).join(',\n  ')} { position: absolute; inset: 0 auto auto 0; width: 100%; background: #fff; color: #000; box-shadow: none; }
}`;

/**
 * /support/document (表單下載): how to submit, then the six forms (chat §3 document types 1–6),
 * each with its purpose, what to prepare, and the form itself to download as text or print.
 */
export async function DocumentsView({ locale }: { locale: Locale }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale, ContentNs.Documents)]);
  const brandName = brandNameIn(brand, locale);
  return (
    <div className="mx-auto max-w-3xl space-y-5 py-4 sm:py-8">
      <ContentTitle lead={t('intro')}>{t('title')}</ContentTitle>
      <ContentCard labelledBy="doc-how">
        <ContentHeading id="doc-how">{t('how.title')}</ContentHeading>
        <ol className="list-decimal space-y-2 pl-5 leading-relaxed text-mist-300 marker:font-bold marker:text-gold-300">
          {textList(t, 'how.steps').map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 rounded-2xl bg-ruby-500/10 px-4 py-3 text-sm leading-relaxed text-mist-300 ring-1 ring-ruby-500/30">{t('how.safety')}</p>
        <Link href={localePath(locale, '/other/service')} className={`${buttonClass('primary')} mt-4`}>
          {t('submit')}
        </Link>
      </ContentCard>
      <nav aria-label={t('formLabel')} className="flex flex-wrap gap-2">
        {DOCUMENT_TYPES.map((type) => (
          <a key={type} href={`#${formId(type)}`} className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-mist-300 ring-1 ring-inset ring-white/15 hover:text-white">
            {documentNumber(type)}. {t(`types.${type}.title`)}
          </a>
        ))}
      </nav>
      {DOCUMENT_TYPES.map((type) => {
        const form = {
          title: t(`types.${type}.title`),
          label: t('typeLabel', { number: documentNumber(type) }),
          fields: textList(t, `types.${type}.fields`),
          signature: t('signature'),
          date: t('date'),
        };
        return (
          <section
            key={type}
            id={formId(type)}
            aria-labelledby={`${formId(type)}-title`}
            className="scroll-mt-24 rounded-3xl bg-gradient-to-b from-plum-800/70 to-night-900/80 p-5 ring-1 ring-gold-500/20 sm:p-7"
          >
            <p className="text-xs font-bold tracking-widest text-gold-500 print:text-black">{form.label}</p>
            <h2 id={`${formId(type)}-title`} className="mb-3 text-xl font-black text-white print:text-black">
              {form.title}
            </h2>
            <dl className="space-y-3 text-mist-300 print:text-black">
              <div>
                <dt className="font-bold text-gold-300 print:text-black">{t('purposeLabel')}</dt>
                <dd className="leading-relaxed">{t(`types.${type}.purpose`)}</dd>
              </div>
              <div>
                <dt className="font-bold text-gold-300 print:text-black">{t('prepareLabel')}</dt>
                <dd>
                  <ul className="list-disc space-y-1 pl-5 leading-relaxed">
                    {textList(t, `types.${type}.prepare`).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <h3 className="mb-2 mt-5 font-bold text-gold-300 print:text-black">{t('formLabel')}</h3>
            <table className="mb-4 w-full text-sm print:text-black">
              <tbody>
                {[...form.fields, form.signature, form.date].map((field) => (
                  <tr key={field} className="border-b border-dashed border-white/20 print:border-black">
                    <th scope="row" className="w-2/5 py-3 pr-3 text-left font-normal text-mist-300 print:text-black">
                      {field}
                    </th>
                    <td className="py-3" />
                  </tr>
                ))}
              </tbody>
            </table>
            <FormActions
              text={formText(form, brandName)}
              fileName={formFileName(type)}
              formId={formId(type)}
              labels={{ download: t('download'), print: t('print') }}
            />
          </section>
        );
      })}
      <style>{PRINT_CSS}</style>
    </div>
  );
}
