'use client';

import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/**
 * The list's scrolling element: focusable (arrow keys and Page Up/Down scroll it) with a
 * visible focus ring, and announced as the conversation log.
 */
export const MessageScroller = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & { context?: { label: string } }>(
  function MessageScroller({ context, ...props }, ref) {
    return (
      <div
        {...props}
        ref={ref}
        tabIndex={0}
        role="log"
        aria-label={context?.label}
        aria-live="off"
        className="overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-gold-400/70"
      />
    );
  },
);
