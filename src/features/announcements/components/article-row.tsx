import Link from '@/ui/link';
import type { AnnouncementSummary } from '@/protocol';
import { Icon } from '@/ui/icon';
import { formatTaipeiTime } from '@/ui/format-time';
import { CategoryChip } from './category-chip';

/** One article in a list: category, pinned mark, title, summary and date; opens its detail. */
export function ArticleRow({ item, href, ta }: { item: AnnouncementSummary; href: string; ta: (key: string) => string }) {
  return (
    <li>
      <Link href={href} className="flex min-h-16 items-start gap-3 px-4 py-3 transition hover:bg-white/5 focus-visible:bg-white/5">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-center gap-2">
            <CategoryChip category={item.Category} label={ta(`categories.${item.Category}`)} />
            {item.IsTop ? (
              <span className="inline-flex items-center gap-0.5 rounded-md bg-ruby-500 px-1.5 py-0.5 text-[11px] font-bold text-white">{ta('pinned')}</span>
            ) : null}
            <time className="ml-auto shrink-0 text-xs text-mist-500" dateTime={new Date(item.CreateTime).toISOString()}>
              {formatTaipeiTime(item.CreateTime)}
            </time>
          </div>
          <span className="truncate text-sm font-bold text-white sm:text-base">{item.Title}</span>
          {item.Summary ? <span className="line-clamp-2 text-xs leading-relaxed text-mist-400 sm:text-sm">{item.Summary}</span> : null}
        </div>
        <Icon name="chevronRight" className="mt-6 h-5 w-5 shrink-0 text-mist-500" />
      </Link>
    </li>
  );
}
