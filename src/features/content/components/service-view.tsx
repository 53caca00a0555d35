import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { brandNameIn, contentT, textList } from '../server-texts';
import { supportChannels, supportEmail } from '../support-channels';
import { ChannelCards } from './channel-cards';
import { ContentCard, ContentHeading, ContentTitle } from './content-title';

/**
 * /other/service (線上客服): the brand's online service as one big button (its own site, a
 * new tab), the other channels it offers, and how to get a quick answer.
 */
export async function ServiceView({ locale }: { locale: Locale }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale)]);
  const [online, ...others] = supportChannels(brand);
  return (
    <div className="mx-auto max-w-3xl space-y-5 py-4 sm:py-8">
      <ContentTitle>{t('service.title')}</ContentTitle>
      <ContentCard className="text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-gradient-to-b from-gold-300 to-gold-600 text-night-950">
          <Icon name="headset" className="h-9 w-9" />
        </span>
        <p className="mx-auto mt-4 max-w-md text-balance leading-relaxed text-mist-300">{t('service.lead', { brand: brandNameIn(brand, locale) })}</p>
        <a href={online!.href} target="_blank" rel="noopener noreferrer" data-channel="online" className={`${buttonClass('primary', 'lg')} mt-5`}>
          {t('channels.online.action')}
          <span className="sr-only">{t('channels.newWindow')}</span>
        </a>
        <p className="mt-3 text-sm text-mist-400">
          {t('channels.online.hours')} · {t('channels.online.response')}
        </p>
      </ContentCard>
      <ContentCard labelledBy="service-also">
        <ContentHeading id="service-also">{t('service.alsoTitle')}</ContentHeading>
        <ChannelCards channels={others} t={t} email={supportEmail(brand)} />
      </ContentCard>
      <ContentCard labelledBy="service-tips">
        <ContentHeading id="service-tips">{t('service.tipsTitle')}</ContentHeading>
        <ul className="list-disc space-y-2 pl-5 leading-relaxed text-mist-300 marker:text-gold-500">
          {textList(t, 'service.tips').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={localePath(locale, '/support/qna')} className={buttonClass('secondary')}>
            {t('service.faq')}
          </Link>
          <Link href={localePath(locale, '/support/info')} className={buttonClass('ghost')}>
            {t('service.info')}
          </Link>
        </div>
      </ContentCard>
    </div>
  );
}
