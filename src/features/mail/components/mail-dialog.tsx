'use client';

import { useEffect } from 'react';
import { useT } from 'next-i18next/client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { LoadingText } from '@/ui/loading-text';
import { showToast } from '@/ui/toast-store';
import { loadFirstPage, loadMore, mailAction } from '../actions';
import { canCollect } from '../rows';
import { closeMail, useMailStore } from '../store';
import type { MailActionRequest } from '@/protocol/mail';
import { MailDetail } from './mail-detail';
import { MailList } from './mail-list';

/** The mail dialog (信件): the list, 3 first then more, and one mail opened in full. */
export function MailDialog() {
  const { t } = useT(['mail', 'errors', 'common']);
  const { open, rows, total, loaded, loading, selected, busy, sentBack, error } = useMailStore();

  useEffect(() => {
    if (open) void loadFirstPage(t);
  }, [open, t]);

  const run = async (request: MailActionRequest, done: string) => {
    const refused = await mailAction(request, t);
    if (refused) showToast(refused, { tone: 'error' });
    else showToast(t(done), { tone: 'success' });
  };

  const mail = selected === null ? undefined : rows.find((m) => m.MailID === selected);
  const openMail = (id: number) => {
    useMailStore.setState({ selected: id });
    const m = rows.find((r) => r.MailID === id);
    if (m && !m.Read) void mailAction({ Read: [id] }, t);
  };
  const anyToCollect = rows.some(canCollect);

  return (
    <Dialog
      open={open}
      onClose={closeMail}
      title={t('title')}
      closeOnBackdrop
      maxWidth={480}
      footer={
        !mail && anyToCollect ? (
          <Button disabled={busy.length > 0} onClick={() => void run({ CollectAll: true }, 'collectedToast')}>
            {t('collectAll')}
          </Button>
        ) : undefined
      }
    >
      {mail ? (
        <MailDetail
          mail={mail}
          busy={busy.includes(mail.MailID)}
          sentBack={sentBack.includes(mail.MailID)}
          onBack={() => useMailStore.setState({ selected: null })}
          onCollect={() => void run({ Collect: [mail.MailID] }, 'collectedToast')}
          onSendBack={() => void run({ CollectAndSendBack: [mail.MailID] }, 'sentBackToast')}
          onDelete={() => void run({ Delete: [mail.MailID] }, 'deletedToast')}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {rows.length > 0 ? <MailList rows={rows} onOpen={openMail} /> : null}
          {loaded && rows.length === 0 && !loading ? <p className="py-8 text-center text-sm text-mist-400">{t('empty')}</p> : null}
          {loading ? <LoadingText className="py-2 text-center" /> : null}
          {error ? <p role="alert" className="text-center text-sm text-ruby-500">{error}</p> : null}
          {loaded && !loading && rows.length < total ? (
            <Button variant="secondary" onClick={() => void loadMore(t)}>
              {t('more')}
            </Button>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
