import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'green' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const BASE =
  'inline-flex min-h-11 select-none items-center justify-center gap-2 rounded-full font-bold tracking-wide ' +
  'transition duration-150 active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-50 disabled:active:scale-100';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-b from-gold-300 via-gold-400 to-gold-600 text-night-950 shadow-glow ' +
    'ring-1 ring-inset ring-gold-300/60 hover:brightness-110',
  secondary: 'bg-mist-500/25 text-mist-300 ring-1 ring-inset ring-mist-500/60 hover:bg-mist-500/40 hover:text-white',
  green:
    'bg-gradient-to-b from-jade-400 to-jade-600 text-white shadow-[0_0_18px_rgb(34_181_115/0.35)] ' +
    'ring-1 ring-inset ring-jade-400/60 hover:brightness-110',
  ghost: 'text-mist-300 hover:bg-white/10 hover:text-white',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
};

/** A round 44 px icon-only button in a title bar (close, collapse, settings, back). */
export const ICON_BUTTON = 'flex h-11 w-11 items-center justify-center rounded-full text-mist-300 transition hover:bg-white/10 hover:text-white';

/**
 * Class names of a button, for links that look like buttons.
 * @example <Link className={buttonClass('primary', 'lg')} href="/play">…</Link>
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${block ? ' w-full' : ''}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

/** The site's button: gold primary, grey secondary, green confirm, ghost; at least 44 px high. */
export function Button({ variant = 'primary', size = 'md', block = false, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, size, block)}${className ? ` ${className}` : ''}`} {...rest} />;
}
