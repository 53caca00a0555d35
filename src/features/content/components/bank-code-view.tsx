import Link from '@/ui/link';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { vaultCodeFrom, type PageQuery } from '../query';
import { contentT, textList } from '../server-texts';
import { ContentCard, ContentHeading, ContentTitle } from './content-title';
import { CopyCode } from './copy-code';

/**
 * /other/bankcode (金庫密碼): the vault code a vault-unlock chat message carries (`?code=`,
 * optional `?game=`) with a copy button, then what a vault code is and how it is redeemed.
 * Without a code (or with a malformed one) the page says where codes come from.
 */
export async function BankCodeView({ locale, query }: { locale: Locale; query: PageQuery }) {
  const t = await contentT(locale);
  const vault = vaultCodeFrom(query);
  const lists = [
    { id: 'what', title: t('bankcode.whatTitle'), items: textList(t, 'bankcode.what'), ordered: false },
    { id: 'how', title: t('bankcode.howTitle'), items: textList(t, 'bankcode.how'), ordered: true },
    { id: 'notice', title: t('bankcode.noticeTitle'), items: textList(t, 'bankcode.notice'), ordered: false },
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-5 py-4 sm:py-8">
      <ContentTitle lead={t('bankcode.lead')}>{t('bankcode.title')}</ContentTitle>
      <ContentCard className="text-center" labelledBy="vault-code-title">
        <span className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-jade-500/20 text-jade-400 ring-1 ring-jade-400/50">
          <Icon name="vault" className="h-8 w-8" />
        </span>
        <h2 id="vault-code-title" className="mb-3 font-black text-white">
          {t('bankcode.yourCode')}
        </h2>
        {vault.state === 'ok' ? (
          <>
            {vault.game ? <p className="mb-3 text-sm text-mist-300">{t('bankcode.fromGame', { game: vault.game })}</p> : null}
            <CopyCode code={vault.code} labels={{ copy: t('bankcode.copy'), copied: t('bankcode.copied'), failed: t('bankcode.copyFailed') }} />
          </>
        ) : (
          <p className="mx-auto max-w-md text-balance leading-relaxed text-mist-300">{t(vault.state === 'invalid' ? 'bankcode.invalidCode' : 'bankcode.noCode')}</p>
        )}
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link href={localePath(locale, '/play-game/m')} className={buttonClass(vault.state === 'ok' ? 'green' : 'primary')}>
            {t('bankcode.goLobby')}
          </Link>
          <Link href={localePath(locale, '/member/passbook')} className={buttonClass('secondary')}>
            {t('bankcode.passbook')}
          </Link>
        </div>
      </ContentCard>
      {lists.map((list) => {
        const List = list.ordered ? 'ol' : 'ul';
        return (
          <ContentCard key={list.id} labelledBy={`vault-${list.id}`}>
            <ContentHeading id={`vault-${list.id}`}>{list.title}</ContentHeading>
            <List className={`${list.ordered ? 'list-decimal marker:font-bold' : 'list-disc'} space-y-2 pl-5 leading-relaxed text-mist-300 marker:text-gold-300`}>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          </ContentCard>
        );
      })}
    </div>
  );
}
