'use client';

import { Icon } from '@/ui/icon';
import type { RankT } from '../texts';

const cell = 'flex h-11 min-w-11 items-center justify-center rounded-full text-mist-300 ring-1 ring-white/10 transition hover:text-white disabled:pointer-events-none disabled:opacity-30';

/** Previous / next with "page n / m" between. */
export function BanPager({ page, pages, onChange, tr }: { page: number; pages: number; onChange: (page: number) => void; tr: RankT }) {
  return (
    <nav aria-label={tr('ban.pager.label')} className="flex items-center justify-center gap-3">
      <button type="button" className={cell} onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={tr('ban.pager.prev')}>
        <Icon name="chevronRight" className="h-5 w-5 rotate-180" />
      </button>
      <span className="text-sm tabular-nums text-mist-300" aria-live="polite">
        {tr('ban.pager.page', { page, pages })}
      </span>
      <button type="button" className={cell} onClick={() => onChange(page + 1)} disabled={page >= pages} aria-label={tr('ban.pager.next')}>
        <Icon name="chevronRight" className="h-5 w-5" />
      </button>
    </nav>
  );
}
