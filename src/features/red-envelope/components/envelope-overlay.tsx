'use client';

import { openPassbook } from '@/features/passbook';
import { Dialog } from '@/ui/dialog';
import { formatNumber } from '@/ui/format';
import { TextsPending } from '@/i18n/texts-pending';
import { LoadingText } from '@/ui/loading-text';
import { closeEnvelope, receiveOpenEnvelope } from '../actions';
import { useRedEnvelopeStore, type EnvelopeOverlay as Overlay } from '../store';
import { useEnvelopeT } from '../texts';
import { SenderAvatar } from './sender-avatar';

/** The backgrounds of the three looks (account §4: big_bg, big_bg2, plain). */
const LOOK_BG: Record<Overlay['look'], string> = {
  loading: '!from-ruby-600 !via-ruby-600 !to-plum-800',
  open: '!from-ruby-500 !via-ruby-600 !to-plum-800',
  received: '!from-gold-300 !via-ruby-500 !to-ruby-600',
  error: '',
};

/** The bankbook (存摺): the passbook modal, opened in place over the page; the overlay closes. */
function BankLink({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        closeEnvelope();
        openPassbook();
      }}
      className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-bold text-gold-300 underline underline-offset-4 hover:text-gold-400"
    >
      {label}
    </button>
  );
}

/**
 * The red envelope overlay (account §2 "Red envelope / bonus overlay", §4): sender avatar
 * (brand default fallback) and name, the message, then by look — 拆 (not received), the
 * amount in 元 with the bankbook link (received), or the code's text in white with the
 * bankbook link (error). Closing clears the envelope, its error and its sender.
 */
export function EnvelopeOverlay() {
  const { te, codeText, ready, failed, retry } = useEnvelopeT();
  const overlay = useRedEnvelopeStore((s) => s.overlay);
  const look = overlay?.look ?? 'loading';

  return (
    <Dialog
      open={overlay !== null}
      onClose={closeEnvelope}
      ariaLabel={ready ? te('overlay.title') : undefined}
      closeOnBackdrop
      maxWidth={340}
      zIndex={60}
      className={`${LOOK_BG[look]} !border-gold-400/60`}
      bodyClassName="px-6 pb-8 pt-10"
    >
      {overlay && ready ? (
        <div data-look={look} className="flex flex-col items-center gap-3 text-center">
          <SenderAvatar sender={overlay.sender} />
          <p className="max-w-full truncate text-base font-bold text-gold-300">{te('overlay.from', { name: overlay.sender.name })}</p>
          <p className="max-w-full whitespace-pre-wrap break-words text-lg font-black text-white">{overlay.title}</p>
          {overlay.look === 'loading' ? <LoadingText className="py-8" /> : null}
          {overlay.look === 'open' ? (
            <>
              <p className="max-w-full whitespace-pre-wrap break-words text-sm text-white/90">
                {overlay.envelope.Content || te('overlay.defaultContent')}
              </p>
              <button
                type="button"
                onClick={() => void receiveOpenEnvelope()}
                disabled={overlay.receiving}
                aria-label={overlay.receiving ? te('overlay.receiving') : te('overlay.receive')}
                className="mt-4 flex h-24 w-24 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-4xl font-black text-ruby-600 shadow-[0_6px_0_rgb(0_0_0/0.25)] ring-4 ring-gold-300/50 transition hover:scale-105 disabled:animate-pulse disabled:hover:scale-100"
              >
                {te('overlay.receive')}
              </button>
            </>
          ) : null}
          {overlay.look === 'received' ? (
            <>
              <p className="text-sm text-white/90">{te('overlay.received')}</p>
              <p className="text-4xl font-black text-gold-300 drop-shadow" data-testid="envelope-amount">
                {te('overlay.amount', { amount: formatNumber(overlay.amount) })}
              </p>
              <BankLink label={te('overlay.bank')} />
            </>
          ) : null}
          {overlay.look === 'error' ? (
            <>
              <p role="alert" className="py-4 text-base font-bold text-white">
                {codeText(overlay.code)}
              </p>
              <BankLink label={te('overlay.bank')} />
            </>
          ) : null}
        </div>
      ) : overlay && !ready ? (
        <TextsPending failed={failed} retry={retry} />
      ) : (
        <LoadingText className="py-10" />
      )}
    </Dialog>
  );
}
