'use client';

import { useMemo } from 'react';
import { sanitizeAnnouncementHtml } from '@/features/chat';

/**
 * An article's HTML body, reduced by DOMPurify to formatting, lists, links (new tab,
 * rel="noopener noreferrer") and images — the same rule as the chat's pinned announcements.
 */
export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeAnnouncementHtml(html), [html]);
  return (
    <div
      className="text-sm leading-relaxed text-mist-300 sm:text-base [&_a]:text-gold-300 [&_a]:underline [&_b]:text-gold-300 [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_strong]:text-gold-300 [&_ul]:list-disc [&_ul]:pl-6"
      // Sanitised by DOMPurify above (docs/protocol-announcements.md).
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
