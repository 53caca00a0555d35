'use client';

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from 'next-i18next/client';
import { useHydrated } from './use-client-snapshot';
import { ICON_BUTTON } from './button';
import { Icon } from './icon';
import { useFocusTrap } from './use-focus-trap';
import { usePresence } from './use-presence';
import { useScrollLock } from './use-scroll-lock';

export interface DialogProps {
  open: boolean;
  /** Called when the player closes it (×, backdrop, Escape); the owner flips `open`. */
  onClose: () => void;
  /** Heading text; labels the dialog. */
  title?: ReactNode;
  /** A custom head above the body (artwork, tabs…); rendered under the title if both. */
  head?: ReactNode;
  /** Buttons row at the bottom; stays visible while the body scrolls. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Shows the × button and lets Escape close. Default true. */
  closable?: boolean;
  /** A click on the dimmed backdrop closes (and Escape). Default false. */
  closeOnBackdrop?: boolean;
  /** Panel max width in px (spec: 500 sign-in, 480 bind/share, 300 download). Default 420. */
  maxWidth?: number;
  /** Full-height panel (sign-in); otherwise centred and as tall as its content. */
  fullHeight?: boolean;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Stacking: dialogs above others (age gate, error) pass a higher value. Default 50. */
  zIndex?: number;
  /** Element focused on open; default the first `[data-autofocus]`, else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Body padding classes. */
  bodyClassName?: string;
}


/**
 * The generic dialog: portal into body, 300 ms fade (instant with reduced motion), page
 * scroll locked, focus trapped and returned, `role="dialog"` + `aria-modal`.
 * @example <Dialog open={open} onClose={close} title="提示" footer={<Button onClick={close}>確定</Button>}>…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  head,
  footer,
  children,
  closable = true,
  closeOnBackdrop = false,
  maxWidth = 420,
  fullHeight = false,
  ariaLabel,
  zIndex = 50,
  initialFocus,
  className = '',
  bodyClassName = 'px-5 pb-5 pt-2',
}: DialogProps) {
  const { t } = useT('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { mounted, visible } = usePresence(open);
  // Portals need document: render nothing during SSR and hydration.
  const isClient = useHydrated();
  const dismissible = closable || closeOnBackdrop;

  useScrollLock(open && mounted);
  useFocusTrap(panel, open && mounted && isClient, {
    zIndex,
    initialFocus,
    onEscape: dismissible ? onClose : undefined,
  });

  if (!mounted || !isClient) return null;

  return createPortal(
    <div
      className={`fixed inset-0 flex justify-center transition-opacity duration-modal ease-out ${
        visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      } ${fullHeight ? 'items-stretch' : 'items-center px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-[max(1rem,env(safe-area-inset-top))]'}`}
      style={{ zIndex }}
    >
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        className="absolute inset-0 bg-night-950/75 backdrop-blur-sm"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        style={{ maxWidth }}
        className={`relative flex w-full flex-col overflow-hidden border-gold-500/30 bg-gradient-to-b from-plum-800 via-night-800 to-night-900 text-white shadow-[0_20px_60px_rgb(0_0_0/0.6)] outline-none transition-transform duration-modal ease-out ${
          fullHeight
            ? 'h-dvh border-x pb-[env(safe-area-inset-bottom)] pt-[env(safe-area-inset-top)]'
            : `max-h-full rounded-3xl border ${visible ? 'scale-100' : 'scale-95'}`
        } ${className}`}
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-8 top-0 h-px bg-gradient-to-r from-transparent via-gold-300/80 to-transparent" />
        {title ? (
          <h2
            id={titleId}
            className={`shrink-0 px-14 pt-5 text-center text-xl font-bold tracking-wide text-gold-300 ${head ? 'pb-2' : 'pb-3'}`}
          >
            {title}
          </h2>
        ) : null}
        {head ? <div className="shrink-0">{head}</div> : null}
        <div className={`min-h-0 flex-1 overflow-y-auto overscroll-contain ${bodyClassName}`}>{children}</div>
        {footer ? (
          <div className="flex shrink-0 flex-wrap justify-center gap-3 border-t border-white/5 px-5 py-4 [&>*]:min-w-[7.5rem] [&>*]:flex-1">
            {footer}
          </div>
        ) : null}
        {closable ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className={`absolute right-2 ${ICON_BUTTON} transition-opacity duration-close ${visible ? 'opacity-100' : 'opacity-0'} ${
              fullHeight ? 'top-[calc(env(safe-area-inset-top)+0.5rem)]' : 'top-2'
            }`}
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
