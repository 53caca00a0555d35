'use client';

import { useId, useMemo, useState } from 'react';
import { Icon } from '@/ui/icon';
import { countQna, filterQna, type QnaGroup } from '../qna-filter';

export interface QnaLabels {
  search: string;
  searchPlaceholder: string;
  clear: string;
  /** Contains {{count}}. */
  count: string;
  /** Contains {{query}}. */
  empty: string;
  all: string;
}

const fill = (text: string, name: string, value: string | number) => text.replace(`{{${name}}}`, String(value));

/**
 * The FAQ list: a search box and group chips that narrow it, and one accordion item
 * (<details>) per question. While searching, the matching answers are shown open.
 * Texts arrive translated from the server page (`labels`); counts are filled in here.
 */
export function QnaBrowser({ groups, labels }: { groups: QnaGroup[]; labels: QnaLabels }) {
  const [query, setQuery] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const inputId = useId();
  const shown = useMemo(() => filterQna(groups, query, groupId), [groups, query, groupId]);
  const searching = query.trim() !== '';

  return (
    <div>
      <div className="rounded-2xl bg-night-950/60 p-3 ring-1 ring-white/10">
        <label htmlFor={inputId} className="sr-only">
          {labels.search}
        </label>
        <div className="flex items-center gap-2 rounded-xl bg-night-900 px-3 ring-1 ring-white/15 focus-within:ring-gold-500/70">
          <Icon name="search" className="h-5 w-5 shrink-0 text-mist-400" />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={labels.searchPlaceholder}
            className="min-h-11 w-full bg-transparent text-base text-white placeholder:text-mist-500 focus:outline-none"
          />
          {searching ? (
            <button type="button" onClick={() => setQuery('')} aria-label={labels.clear} className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-mist-400 hover:text-white">
              <Icon name="close" className="h-5 w-5" />
            </button>
          ) : null}
        </div>
        <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {[{ id: null, title: labels.all }, ...groups].map((g) => (
            <button
              key={g.id ?? 'all'}
              type="button"
              aria-pressed={groupId === g.id}
              onClick={() => setGroupId(g.id)}
              className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-bold ring-1 ring-inset transition ${
                groupId === g.id ? 'bg-gold-400 text-night-950 ring-gold-300' : 'text-mist-300 ring-white/15 hover:text-white'
              }`}
            >
              {g.title}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="my-4 text-sm text-mist-400">
        {shown.length === 0 ? fill(labels.empty, 'query', query.trim()) : fill(labels.count, 'count', countQna(shown))}
      </p>
      {shown.map((g) => (
        <section key={g.id} aria-labelledby={`qna-${g.id}`} className="mb-6">
          <h2 id={`qna-${g.id}`} className="mb-2 text-lg font-black text-gold-300">
            {g.title}
          </h2>
          <div className="divide-y divide-white/10 overflow-hidden rounded-2xl bg-gradient-to-b from-plum-800/60 to-night-900/80 ring-1 ring-gold-500/20">
            {g.items.map((item) => (
              <details key={`${item.q}-${searching ? 'open' : 'closed'}`} open={searching} className="group">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-bold text-white hover:bg-white/5 [&::-webkit-details-marker]:hidden">
                  <span className="flex gap-2">
                    <span aria-hidden="true" className="text-gold-300">
                      Q
                    </span>
                    {item.q}
                  </span>
                  <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-mist-400 transition group-open:rotate-180 motion-reduce:transition-none" />
                </summary>
                <p className="px-4 pb-4 pl-9 text-pretty leading-7 text-mist-300">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
