import { useEffect, useRef, type RefObject } from 'react';
import { giveFocusBack } from '../shared/focus-back';

/** What Tab moves through in the call screen: the video room (its own controls inside) and our buttons. */
const STOPS = 'iframe, button:not([disabled]), a[href]';

/**
 * While the call fills the screen (`active`), it is the screen for the keyboard too:
 * - the focus goes to its `title` (screen readers say whose call it is; the next Tab reaches the
 *   video room's controls, then minimise and hang up);
 * - Tab and Shift+Tab go round the call's controls instead of into the page hidden behind it;
 * - when it stops filling the screen (minimised, or the call ended) the focus goes back where it
 *   was before the call took it the first time (not the call strip that restored it, which goes
 *   away), if that is still on the page and the person has not moved it elsewhere.
 */
export function useCallFocus(screen: RefObject<HTMLElement | null>, title: RefObject<HTMLElement | null>, active: boolean) {
  const before = useRef<Element | null>(null);
  useEffect(() => {
    if (!active) return;
    const node = screen.current;
    before.current ??= document.activeElement;
    title.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !node) return;
      const stops = Array.from(node.querySelectorAll<HTMLElement>(STOPS));
      if (stops.length === 0) return;
      const [first, last] = [stops[0], stops[stops.length - 1]];
      const at = document.activeElement;
      const wrapTo = !node.contains(at) ? first : event.shiftKey ? (at === first || at === title.current ? last : null) : at === last ? first : null;
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      giveFocusBack(node, before.current);
    };
  }, [screen, title, active]);
}
