/**
 * Gives the focus back to `back` as `place` (a card, a dialog, a call screen) goes away or steps
 * aside — unless the person has moved it elsewhere meanwhile: only a focus still in `place`, or
 * dropped to the page as it went, is returned. Nothing happens when `back` has left the page.
 */
export function giveFocusBack(place: Element | null, back: Element | null) {
  const now = document.activeElement;
  const unmoved = now === null || now === document.body || (place?.contains(now) ?? false);
  if (unmoved && back instanceof HTMLElement && back.isConnected && !place?.contains(back)) back.focus();
}
