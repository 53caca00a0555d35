'use client';

import { useT } from 'next-i18next/client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { closeVipNotice } from '../actions';
import { useChatViewStore } from '../view-store';
import { Icon } from '@/ui/icon';

/** The notice after a non-member below VIP 3 sends (chat spec §5). */
export function VipNoticeDialog() {
  const { t } = useT(['chat', 'common']);
  const open = useChatViewStore((s) => s.vipNotice);
  return (
    <Dialog
      open={open}
      onClose={closeVipNotice}
      title={t('vipNotice.title')}
      maxWidth={360}
      footer={
        <Button onClick={closeVipNotice} data-autofocus>
          {t('common:common.confirm')}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/50">
          <Icon name="lock" className="h-7 w-7" />
        </span>
        <p className="text-balance leading-relaxed text-mist-300">{t('vipNotice.body')}</p>
      </div>
    </Dialog>
  );
}
