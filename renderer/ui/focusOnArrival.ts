/**
 * Moves the keyboard to what a new screen shows first (its heading, or a dialog), so a screen reader
 * starts there. A page drawn inside another page (the studio's previews and gallery tiles) that the
 * person has not clicked into leaves the keyboard where it is: a preview never takes it from the
 * editor someone is typing in beside it.
 */
export function focusOnArrival(element: HTMLElement | null | undefined): void {
  if (!element) return;
  if (window.self !== window.top && !document.hasFocus()) return;
  element.focus();
}
