import { PassbookLimits } from '@/protocol/passbook-rules';

/** How many pages `total` rows fill, at least 1 (an empty tab still shows page 1). */
export function pageCount(total: number, perPage: number = PassbookLimits.PerPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The page numbers shown with `page` current (account §2, §9: groups of 5): the group holding
 * it, 1–5, 6–10, …, cut at the last page.
 * @example pageGroup(7, 12) // [6, 7, 8, 9, 10]
 */
export function pageGroup(page: number, pages: number, size: number = PassbookLimits.PageGroup): number[] {
  const start = Math.floor((Math.max(1, page) - 1) / size) * size + 1;
  const end = Math.min(pages, start + size - 1);
  const out: number[] = [];
  for (let n = start; n <= end; n++) out.push(n);
  return out;
}
