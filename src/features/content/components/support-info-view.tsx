import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { Icon, type IconName } from '@/ui/icon';
import { brandNameIn, contentT, textList } from '../server-texts';
import { supportChannels, supportEmail } from '../support-channels';
import { ChannelCards, ChannelHours } from './channel-cards';
import { ContentCard, ContentHeading, ContentTitle } from './content-title';

const SELF_SERVICE: { key: string; href: string; icon: IconName }[] = [
  { key: 'qna', href: '/support/qna', icon: 'book' },
  { key: 'document', href: '/support/document', icon: 'news' },
  { key: 'terms', href: '/support/terms', icon: 'shield' },
  { key: 'service', href: '/other/service', icon: 'headset' },
];

/** /support/info (客服資訊): the brand's channels, hours and reply times, what to prepare, self-service links. */
export async function SupportInfoView({ locale }: { locale: Locale }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale)]);
  const channels = supportChannels(brand);
  return (
    <div className="mx-auto max-w-4xl space-y-5 py-4 sm:py-8">
      <ContentTitle lead={t('info.lead', { brand: brandNameIn(brand, locale) })}>{t('info.title')}</ContentTitle>
      <ContentCard labelledBy="info-channels">
        <ContentHeading id="info-channels">{t('info.channelsTitle')}</ContentHeading>
        <ChannelCards channels={channels} t={t} email={supportEmail(brand)} />
      </ContentCard>
      <ContentCard labelledBy="info-hours">
        <ContentHeading id="info-hours">{t('info.hoursTitle')}</ContentHeading>
        <ChannelHours channels={channels} t={t} />
        <p className="mt-3 text-sm text-mist-400">{t('info.timezone')}</p>
      </ContentCard>
      <div className="grid gap-5 md:grid-cols-2">
        <ContentCard labelledBy="info-prepare">
          <ContentHeading id="info-prepare">{t('info.prepareTitle')}</ContentHeading>
          <ul className="list-disc space-y-2 pl-5 leading-relaxed text-mist-300 marker:text-gold-500">
            {textList(t, 'info.prepare').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ContentCard>
        <ContentCard labelledBy="info-self">
          <ContentHeading id="info-self">{t('info.selfTitle')}</ContentHeading>
          <ul className="grid grid-cols-2 gap-3">
            {SELF_SERVICE.map((s) => (
              <li key={s.key}>
                <Link
                  href={localePath(locale, s.href)}
                  className="flex min-h-14 items-center gap-2 rounded-2xl bg-night-950/60 px-3 font-bold text-white ring-1 ring-white/10 transition hover:ring-gold-500/50"
                >
                  <Icon name={s.icon} className="h-5 w-5 shrink-0 text-gold-300" />
                  {t(`info.self.${s.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </ContentCard>
      </div>
    </div>
  );
}
