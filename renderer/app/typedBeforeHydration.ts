/**
 * What a visitor typed or chose in a prerendered page before its scripts ran (renderer/boot.tsx
 * hydrates such a page): handed to the form once it is hydrated, so nothing is lost. React keeps a
 * control's value while it hydrates but does not tell the form it changed (its change events go
 * only to changes it sees after its listeners are on the page), so the form would draw its own
 * (empty) value over it at its next render. Each control whose value differs from the one the
 * server drew (its `defaultValue`, `defaultChecked`, `defaultSelected`) is set again the way a
 * browser's own input does it: the native setter, then the event React listens to.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed { control: Control; value: string; checked: boolean }

const checkable = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

function changed(c: Control): boolean {
  if (checkable(c)) return c.checked !== c.defaultChecked;
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected);
  return c.value !== c.defaultValue;
}

const controlsIn = (root: HTMLElement): Control[] => [...root.querySelectorAll<Control>('input, textarea, select')];

/** The controls changed so far (call before hydrating). */
export function typedBeforeHydration(root: HTMLElement): Typed[] {
  return controlsIn(root).filter(changed).map((control) => ({ control, value: control.value, checked: checkable(control) && control.checked }));
}

/** The native value setter of the control's own kind, past what a framework put on the element. */
function setNativeValue(c: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = c instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(c, value);
}

/**
 * Hands the values over to the hydrated form (call once hydrated): what is in a control now when the
 * visitor changed it, or what was in it before hydrating.
 */
export function replayTyped(root: HTMLElement, before: readonly Typed[]): number {
  const now = new Map(typedBeforeHydration(root).map((t) => [t.control, t]));
  for (const t of before) if (!now.has(t.control) && t.control.isConnected) now.set(t.control, t);
  for (const { control, value, checked } of now.values()) {
    if (checkable(control)) {
      // A radio left by the one chosen is unchecked by choosing that one.
      if (control.type === 'radio' && !checked) continue;
      // The state the form knows, then the visitor's click (the event React reads a checkbox's change from).
      control.checked = !checked;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // The value the form knows first, so the visitor's reads as a change.
      control.value = control.defaultValue;
      setNativeValue(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  return now.size;
}
