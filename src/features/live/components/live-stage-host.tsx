'use client';

import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStageStore } from '../stage-store';
import { LivePlayer } from './live-player';
import { MiniWindow } from './mini-window';

/**
 * Keeps one player for the room however the player moves around the site: the player renders
 * into a detached box that is moved (not re-rendered) into the live page's dock or into the
 * mini window. A moved video element keeps playing, so a route change never restarts it.
 */
export function LiveStageHost() {
  const stage = useStageStore((s) => s.stage);
  const dock = useStageStore((s) => s.dock);
  const [box] = useState(() => {
    const element = document.createElement('div');
    element.className = 'absolute inset-0';
    element.dataset.testid = 'live-stage';
    return element;
  });
  const [miniBody, setMiniBody] = useState<HTMLElement | null>(null);
  const target = dock ?? miniBody;

  useLayoutEffect(() => {
    if (target && box.parentElement !== target) target.appendChild(box);
  }, [target, box]);

  useLayoutEffect(() => () => box.remove(), [box]);

  if (!stage) return null;
  return (
    <>
      {createPortal(<LivePlayer key={stage.url} url={stage.url} compact={dock === null} />, box)}
      {dock === null ? <MiniWindow stage={stage} onBody={setMiniBody} /> : null}
    </>
  );
}
