'use client';

import { useEffect, useState, type CSSProperties } from 'react';

/**
 * CSS variables that keep a full-height panel inside the visual viewport, so the input
 * stays above the on-screen keyboard on phones (iOS shrinks only the visual viewport).
 * `--chat-vh` is its height and `--chat-top` its offset; without visualViewport the panel
 * falls back to `100dvh`.
 */
export function useVisualViewportVars(): CSSProperties {
  const [vars, setVars] = useState<CSSProperties>({});
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () =>
      setVars({ ['--chat-vh' as string]: `${Math.round(vv.height)}px`, ['--chat-top' as string]: `${Math.round(vv.offsetTop)}px` });
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, []);
  return vars;
}
