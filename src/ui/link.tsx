'use client';

import NextLink from 'next/link';
import { useContext, type ComponentProps } from 'react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * Next's Link, prefetching its page when the player shows the intent to go there (a pointer
 * over it, a finger on it, keyboard focus) instead of as soon as it is in view. Every page shows
 * 10–20 links (top bar, bottom bar, menus, home entries); prefetching them all on sight cost a
 * phone ~150 ms of blocking work and 10–20 requests in its first seconds
 * (docs/decisions/211-links-prefetch-on-intent.md). `prefetch={false}` (no prefetch at all) and
 * `prefetch={true}` (the full page on sight) keep Next's meaning. The whole site imports this
 * instead of next/link (lint rule).
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  // the context, not useRouter(): a link outside the app router (a component test) still renders
  const router = useContext(AppRouterContext);
  if (prefetch === false || prefetch === true) {
    return <NextLink prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  }
  const warm = () => {
    if (router && typeof props.href === 'string') router.prefetch(props.href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
    />
  );
}
