'use client';

import { useT } from 'next-i18next/client';
import { Icon } from './icon';
import { useToastStore, type ToastTone } from './toast-store';

const TONES: Record<ToastTone, { ring: string; icon: 'alert' | 'check' | 'star'; color: string }> = {
  info: { ring: 'ring-gold-400/40', icon: 'star', color: 'text-gold-300' },
  success: { ring: 'ring-jade-400/50', icon: 'check', color: 'text-jade-400' },
  error: { ring: 'ring-ruby-500/60', icon: 'alert', color: 'text-ruby-500' },
};

/** Renders the toasts above everything (dialogs included); mounted once by the app shell. */
export function ToastHost() {
  const { t } = useT('common');
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[max(0.75rem,env(safe-area-inset-top))] z-[90] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => {
        const tone = TONES[toast.tone];
        return (
          <p
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={`flex max-w-md animate-[toast-in_200ms_ease-out] items-start gap-2 rounded-2xl bg-night-900/95 px-4 py-3 text-sm leading-relaxed text-white shadow-2xl ring-1 backdrop-blur ${tone.ring}`}
          >
            <Icon name={tone.icon} className={`mt-0.5 h-5 w-5 shrink-0 ${tone.color}`} />
            <span>{toast.message}</span>
          </p>
        );
      })}
    </section>
  );
}
