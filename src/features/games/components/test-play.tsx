'use client';

import { useState, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { useGamesT } from '../texts';
import { GameFrame, GameWindowFrame } from './game-window-frame';
import { GameWindow } from './game-window';

const PAGE = '/test-play-game';

/** An http(s) URL, or null. */
function webUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /test-play-game (QA): opens a game by `?game=CODE` (launched like any window) or a window page
 * by `?url=` (framed as it is; the page's CSP lets only the lobby's origin in), with a form for both.
 */
export function TestPlay() {
  const { tg, ready } = useGamesT();
  const locale = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  const code = params.get('game');
  const url = webUrl(params.get('url'));
  const [codeDraft, setCodeDraft] = useState('');
  const [urlDraft, setUrlDraft] = useState('');
  const [urlError, setUrlError] = useState(false);
  const here = localePath(locale, PAGE);

  if (!ready) return <LoadingText className="py-24" />;

  const openCode = (event: FormEvent) => {
    event.preventDefault();
    const value = codeDraft.trim();
    if (value) router.push(`${here}?game=${encodeURIComponent(value)}`);
  };
  const openUrl = (event: FormEvent) => {
    event.preventDefault();
    const value = webUrl(urlDraft.trim());
    setUrlError(value === null);
    if (value) router.push(`${here}?url=${encodeURIComponent(value)}`);
  };
  const field = 'min-h-11 min-w-0 flex-1 rounded-full bg-night-950/70 px-4 text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus:ring-gold-400';

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 py-4">
      <h1 className="text-xl font-black text-white">{tg('testTitle')}</h1>
      <form onSubmit={openCode} className="flex flex-col gap-2">
        <label htmlFor="test-game-code" className="text-sm font-bold text-mist-300">
          {tg('testCodeLabel')}
        </label>
        <div className="flex gap-2">
          <input id="test-game-code" value={codeDraft} onChange={(e) => setCodeDraft(e.target.value)} maxLength={40} className={field} />
          <Button type="submit">{tg('testOpen')}</Button>
        </div>
      </form>
      <form onSubmit={openUrl} noValidate className="flex flex-col gap-2">
        <label htmlFor="test-game-url" className="text-sm font-bold text-mist-300">
          {tg('testUrlLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="test-game-url"
            type="url"
            inputMode="url"
            value={urlDraft}
            onChange={(e) => setUrlDraft(e.target.value)}
            aria-invalid={urlError}
            aria-describedby={urlError ? 'test-game-url-error' : undefined}
            className={field}
          />
          <Button type="submit">{tg('testOpen')}</Button>
        </div>
        {urlError ? (
          <p id="test-game-url-error" role="alert" className="text-sm text-ruby-500">
            {tg('testUrlInvalid')}
          </p>
        ) : null}
      </form>
      {code !== null ? (
        <GameWindow key={code} code={code} variant="framed" closeHref={here} />
      ) : url ? (
        <GameWindowFrame title={url} variant="framed" closeHref={here}>
          <GameFrame url={url} title={url} />
        </GameWindowFrame>
      ) : null}
    </section>
  );
}
