'use client';

import { useSyncExternalStore } from 'react';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { inviteLink } from '../rules';
import { useInviteT } from '../texts';
import { CopyButton } from './copy-button';

const noop = () => () => {};

/** The player's code with copy, and the share link with copy (and the system share sheet where there is one). */
export function MyCodeCard({ code }: { code: string }) {
  const { tn } = useInviteT();
  const locale = useLocale();
  const origin = useSyncExternalStore(noop, () => window.location.origin, () => '');
  const link = origin ? inviteLink(origin, locale, code) : '';
  const canShare = useSyncExternalStore(noop, () => typeof navigator.share === 'function', () => false);
  const share = () => {
    navigator.share({ title: tn('title'), text: tn('myCode.shareText', { code }), url: link }).catch(() => {});
  };
  return (
    <section aria-labelledby="invite-my-code" className="rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-5 ring-1 ring-gold-500/25">
      <h2 id="invite-my-code" className="text-sm font-bold text-mist-300">
        {tn('myCode.title')}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p data-testid="friend-code" className="font-mono text-3xl font-black tracking-[0.2em] text-gold-300">
          {code}
        </p>
        <CopyButton text={code} label={tn('myCode.copy')} copiedLabel={tn('myCode.copied')} />
      </div>
      {link ? (
        <div className="mt-4">
          <p className="text-xs text-mist-400">{tn('myCode.link')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <p className="min-w-0 flex-1 break-all rounded-xl bg-night-950/60 px-3 py-2 text-sm text-mist-300">{link}</p>
            <CopyButton text={link} label={tn('myCode.copyLink')} copiedLabel={tn('myCode.copied')} />
            {canShare ? <Button onClick={share}>{tn('myCode.share')}</Button> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
