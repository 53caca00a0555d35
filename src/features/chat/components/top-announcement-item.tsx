'use client';

import { useId, useMemo, useState } from 'react';
import { formatDate } from '../chat-time';
import { sanitizeAnnouncementHtml } from '../announcement-html';
import type { TopAnnouncement } from '../store';
import { Icon } from '@/ui/icon';

/** One pinned announcement: its title and date; tapping shows its HTML, sanitised. */
export function TopAnnouncementItem({ item }: { item: TopAnnouncement }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const html = useMemo(() => (open ? sanitizeAnnouncementHtml(item.Content) : ''), [open, item.Content]);
  return (
    <li className="rounded-xl bg-night-950/40 ring-1 ring-white/5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm"
      >
        <span className="min-w-0 flex-1 truncate font-bold text-white">{item.Title}</span>
        {item.CreateTime ? <span className="shrink-0 text-xs text-mist-500">{formatDate(item.CreateTime)}</span> : null}
        <Icon name="collapse" className={`h-4 w-4 shrink-0 text-mist-400 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div
          id={contentId}
          className="px-3 pb-3 pt-1 text-sm leading-relaxed text-mist-300 [&_a]:text-gold-300 [&_a]:underline [&_b]:text-gold-300 [&_img]:max-w-full [&_img]:rounded-lg [&_strong]:text-gold-300"
          // Sanitised by DOMPurify above (chat spec §2: expandable rich content).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </li>
  );
}
