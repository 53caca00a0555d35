'use client';

import { Button } from '@/ui/button';

/** Previous / next with "page / pages" between them; hidden for a single page. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { prev: string; next: string; page: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="mt-3 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.prev}
      </Button>
      <span className="text-sm text-mist-300">{labels.page}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
