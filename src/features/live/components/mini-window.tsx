'use client';

import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Icon } from '@/ui/icon';
import { leaveRoom } from '../actions';
import { FullscreenIcon } from './player-icons';
import { MINI_BAR_HEIGHT, TAP_SLOP_PX, clampToViewport, defaultMiniPosition, miniSize, type Point } from '../mini-position';
import { setMiniPosition, useStageStore, type LiveStage } from '../stage-store';

/** The phone bottom bar (shown below 1024 px) the window keeps clear of. */
function bottomInset(width: number): number {
  return width < 1024 ? 72 : 0;
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

function placed(wanted: Point | null): Point {
  const vp = viewport();
  const size = miniSize(vp);
  return wanted ? clampToViewport(wanted, size, vp, bottomInset(vp.width)) : defaultMiniPosition(size, vp, bottomInset(vp.width));
}

/**
 * The draggable live mini window (chat spec §2 "Live and other overlays"): the room's stream
 * keeps playing in it on every page but the live page. Dragged with pointer events (mouse,
 * touch, pen) and kept inside the viewport; a tap returns to the room, × leaves the room.
 */
export function MiniWindow({ stage, onBody }: { stage: LiveStage; onBody: (element: HTMLElement | null) => void }) {
  const { t } = useT('live');
  const router = useRouter();
  const locale = useLocale();
  const saved = useStageStore((s) => s.miniPosition);
  const [position, setPosition] = useState<Point>(() => placed(saved));
  const [size, setSize] = useState(() => miniSize(viewport()));
  const body = useRef<HTMLDivElement | null>(null);
  const bodyRef = useCallback(
    (element: HTMLDivElement | null) => {
      body.current = element;
      onBody(element);
    },
    [onBody],
  );
  const drag = useRef<{ id: number; start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const onResize = () => {
      setSize(miniSize(viewport()));
      setPosition((p) => placed(p));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const openRoom = () => router.push(`${localePath(locale, '/play-game/live')}?live=${stage.roomId}`);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { id: event.pointerId, start: { x: event.clientX, y: event.clientY }, origin: position, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.start.x;
    const dy = event.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
    d.moved = true;
    setPosition(placed({ x: d.origin.x + dx, y: d.origin.y + dy }));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    if (d.moved) setMiniPosition(placed({ x: d.origin.x + event.clientX - d.start.x, y: d.origin.y + event.clientY - d.start.y }));
    else openRoom();
  };

  return (
    <aside
      aria-label={t('mini.label')}
      data-testid="live-mini-window"
      className="fixed left-0 top-0 z-40 flex touch-none select-none flex-col overflow-hidden rounded-2xl bg-night-900 shadow-[0_12px_40px_rgb(0_0_0/0.6)] ring-1 ring-gold-400/50"
      style={{ width: size.width, height: size.height, transform: `translate3d(${position.x}px, ${position.y}px, 0)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
    >
      <div className="flex shrink-0 cursor-grab items-center gap-2 bg-gradient-to-r from-plum-800 to-night-800 pl-3 active:cursor-grabbing" style={{ height: MINI_BAR_HEIGHT }}>
        <span className="h-2 w-2 shrink-0 rounded-full bg-ruby-500 motion-safe:animate-pulse" aria-hidden="true" />
        <button type="button" onClick={openRoom} className="min-w-0 flex-1 truncate text-left text-xs font-bold text-gold-300" title={t('mini.open')}>
          {stage.title || t('title')}
          <span className="sr-only"> {t('mini.open')}</span>
        </button>
        <button
          type="button"
          onClick={() => {
            if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
            else void body.current?.requestFullscreen?.().catch(() => undefined);
          }}
          aria-label={t('player.fullscreen')}
          className="flex h-11 w-9 shrink-0 items-center justify-center text-mist-300 transition hover:text-white"
        >
          <FullscreenIcon />
        </button>
        <button
          type="button"
          onClick={leaveRoom}
          aria-label={t('mini.close')}
          className="flex h-11 w-10 shrink-0 items-center justify-center text-mist-300 transition hover:text-white"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
      </div>
      <div
        ref={bodyRef}
        className="relative min-h-0 flex-1 cursor-pointer bg-night-950"
      />
    </aside>
  );
}
