'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--keyboard-inset` on `ref`'s element at the height of the layout viewport that the visual viewport leaves
 * out at the bottom: what an on-screen keyboard covers where it shrinks only the visual viewport (Safari; Chrome on
 * Android by default), 0 where nothing does. A bar docked with `bottom: var(--keyboard-inset)` then sits on the
 * keyboard instead of under it. Written to the element's style rather than kept in state: the visual viewport scrolls
 * with every finger movement, and re-rendering the bar each time would be wasted work.
 */
export function useKeyboardInset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!viewport || !element) return;
    const update = () => {
      const inset = Math.max(0, Math.round(window.innerHeight - viewport.offsetTop - viewport.height));
      element.style.setProperty('--keyboard-inset', `${inset}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [ref]);
}
