'use client';

import { useT } from 'next-i18next/client';
import { NoticeDialog } from '@/ui/notice-dialog';
import { closeVipNotice } from '../actions';
import { useChatViewStore } from '../view-store';

/** The notice after a non-member below VIP 3 sends (chat spec §5). */
export function VipNoticeDialog() {
  const { t } = useT(['chat', 'common']);
  const open = useChatViewStore((s) => s.vipNotice);
  return (
    <NoticeDialog
      open={open}
      onClose={closeVipNotice}
      title={t('vipNotice.title')}
      icon="lock"
      tone="bg-gold-400/15 text-gold-300 ring-gold-400/50"
      confirmLabel={t('common:common.confirm')}
    >
      <p className="text-balance leading-relaxed text-mist-300">{t('vipNotice.body')}</p>
    </NoticeDialog>
  );
}
