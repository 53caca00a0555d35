'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { ERRORS_NAMESPACE } from '@/protocol/errors';
import { bindPhoneErrorMessage } from '@/protocol/bind-phone-error';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatNumber } from '@/ui/format';
import { Icon } from '@/ui/icon';
import { NoticeDialog } from '@/ui/notice-dialog';
import { acknowledgeBindError, closeBindResult, type BindPhoneDeps } from '../actions';
import { useBindPhoneStore } from '../store';

type Refresh = Pick<BindPhoneDeps, 'refreshPlayer'>;

/** 手機綁定獎勵: 綁定成功，請收下獎勵, the bonus in gold, 領取. Closing refreshes the player. */
export function BindRewardDialog({ deps }: { deps: Refresh }) {
  const { t } = useT(['auth', 'common']);
  const { view, bonus } = useBindPhoneStore();
  const close = () => closeBindResult(deps);
  return (
    <Dialog
      open={view === 'reward'}
      onClose={close}
      title={t('bindReward.title')}
      maxWidth={360}
      footer={
        <Button size="lg" onClick={close} data-autofocus>
          {t('bindReward.claim')}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-night-950 shadow-glow ring-4 ring-gold-300/40">
          <Icon name="coins" className="h-11 w-11" />
        </span>
        <p className="text-base text-mist-300">{t('bindReward.text')}</p>
        <p className="text-3xl font-black tabular-nums text-gold-300" data-testid="bind-bonus">
          {t('bindReward.amount', { amount: formatNumber(bonus ?? 0) })}
        </p>
      </div>
    </Dialog>
  );
}

/** 綁定成功: the reward went to the passbook, with a link there. Closing refreshes the player. */
export function BindSuccessDialog({ deps }: { deps: Refresh }) {
  const { t } = useT(['auth', 'common']);
  const locale = useLocale();
  const { view } = useBindPhoneStore();
  const close = () => closeBindResult(deps);
  return (
    <NoticeDialog
      open={view === 'success'}
      onClose={close}
      title={t('bindSuccess.title')}
      icon="check"
      tone="bg-jade-500/15 text-jade-400 ring-jade-500/40"
      confirmLabel={t('bindSuccess.confirm')}
    >
      <p className="text-base text-balance text-mist-300">{t('bindSuccess.text')}</p>
      <Link
        href={localePath(locale, '/member/passbook')}
        onClick={close}
        className="inline-flex min-h-11 items-center gap-1 font-bold text-gold-300 underline underline-offset-4"
      >
        <Icon name="book" className="h-5 w-5" />
        {t('bindSuccess.passbook')}
      </Link>
    </NoticeDialog>
  );
}

/** The bind error (account §8 text); its single 確定 reopens the bind modal. */
export function BindErrorDialog() {
  const { t } = useT(['auth', ERRORS_NAMESPACE, 'common']);
  const { view, error } = useBindPhoneStore();
  return (
    <Dialog
      open={view === 'error'}
      onClose={acknowledgeBindError}
      closable={false}
      title={t('bindError.title')}
      maxWidth={360}
      footer={
        <Button onClick={acknowledgeBindError} data-autofocus>
          {t('common.confirm', { ns: 'common' })}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-ruby-500/15 text-ruby-500 ring-1 ring-ruby-500/40">
          <Icon name="alert" className="h-8 w-8" />
        </span>
        <p data-testid="bind-error-text" className="text-base text-balance leading-relaxed text-mist-300">
          {error ? bindPhoneErrorMessage(t, error) : ''}
        </p>
      </div>
    </Dialog>
  );
}
