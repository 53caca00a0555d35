'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

interface Layer {
  element: HTMLElement;
  zIndex: number;
  order: number;
}

// Open dialogs, so only the top one (highest z-index, then the latest) holds focus.
const layers: Layer[] = [];
let nextOrder = 0;

function topLayer(): Layer | undefined {
  return layers.reduce<Layer | undefined>(
    (top, layer) =>
      !top || layer.zIndex > top.zIndex || (layer.zIndex === top.zIndex && layer.order > top.order) ? layer : top,
    undefined,
  );
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

function focusFirst(container: HTMLElement, preferred?: HTMLElement | null) {
  const target = preferred ?? container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(container)[0];
  (target ?? container).focus({ preventScroll: true });
}

/**
 * Keeps keyboard focus inside `ref` while `active`, handles Escape for the top-most dialog
 * and gives focus back to where it was when the dialog closes.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  options: { zIndex?: number; onEscape?: () => void; initialFocus?: RefObject<HTMLElement | null> } = {},
): void {
  const { zIndex = 50, initialFocus } = options;
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });

  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer: Layer = { element, zIndex, order: nextOrder++ };
    layers.push(layer);
    if (topLayer() === layer) focusFirst(element, initialFocus?.current);

    const onFocusIn = (event: FocusEvent) => {
      if (topLayer() !== layer) return;
      if (event.target instanceof Node && !element.contains(event.target)) focusFirst(element);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (topLayer() !== layer) return;
      if (event.key === 'Escape') {
        if (onEscape.current) {
          event.preventDefault();
          onEscape.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        element.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      layers.splice(layers.indexOf(layer), 1);
      const next = topLayer();
      if (previous?.isConnected && (!next || next.element.contains(previous))) previous.focus({ preventScroll: true });
      else if (next) focusFirst(next.element);
    };
  }, [active, ref, zIndex, initialFocus]);
}
