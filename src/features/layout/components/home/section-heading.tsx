import Link from '@/ui/link';
import type { ReactNode } from 'react';
import { Icon } from '@/ui/icon';

/** A home section title with an optional "more" link. */
export function SectionHeading({ id, children, moreHref, moreLabel }: { id: string; children: ReactNode; moreHref?: string; moreLabel?: string }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-black text-white sm:text-xl">
        <span aria-hidden="true" className="h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600" />
        {children}
      </h2>
      {moreHref && moreLabel ? (
        <Link href={moreHref} className="flex min-h-11 items-center gap-0.5 rounded-full px-2 text-sm font-bold text-gold-300 hover:text-gold-400">
          {moreLabel}
          <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      ) : null}
    </div>
  );
}
