'use client';

import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { pageGroup } from '../pagination';

const cell = 'flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums transition';

/**
 * Prev / next and the group of 5 page numbers holding the current page (account §2, §9).
 * Prev / next move one page; passing a group's edge shows the next group.
 */
export function PassbookPagination({ page, pages, onChange, disabled = false }: { page: number; pages: number; onChange: (page: number) => void; disabled?: boolean }) {
  const { t } = useT('passbook');
  const numbers = pageGroup(page, pages);
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label={t('pagination.prev')}
        className={`${cell} text-mist-300 hover:bg-white/10 hover:text-white disabled:pointer-events-none disabled:opacity-30`}
      >
        <Icon name="chevronRight" className="h-5 w-5 rotate-180" />
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onChange(n)}
          disabled={disabled && n !== page}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          className={`${cell} ${
            n === page ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-glow' : 'text-mist-300 ring-1 ring-white/10 hover:text-white'
          }`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= pages}
        aria-label={t('pagination.next')}
        className={`${cell} text-mist-300 hover:bg-white/10 hover:text-white disabled:pointer-events-none disabled:opacity-30`}
      >
        <Icon name="chevronRight" className="h-5 w-5" />
      </button>
    </nav>
  );
}
