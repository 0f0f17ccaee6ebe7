// What a guest did to a server-rendered page before React was attached to it, applied once it is (main.tsx).
// Clicks on buttons were held by the inline script in the page's head (server/ssr/early-clicks.ts); typed text
// is in the fields themselves, where React leaves it on hydration without telling the component, so the
// screen would not follow it (the menu would stay unfiltered) until the next keystroke. Scrolling needs
// nothing here: the page stays where the guest left it, and components read the position when they mount.
// Parts of the page may still be waiting to be hydrated (React hydrates each Suspense boundary later, at low
// priority): the events sent here make React hydrate the part they land on first, as it does for a guest's.

declare global {
  interface Window {
    /** Set by the inline script: stops holding clicks and returns those held, in order. */
    __heldClicks?: () => HTMLElement[];
  }
}

/** Fields whose value is not typed text (or cannot be set back): left alone. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The value setter of the element's class: unlike the element's own `value`, React's change tracking does not see it. */
function untrackedValueSetter(field: TextField): ((value: string) => void) | undefined {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Tells the field's component about text typed before hydration, as if it had just been typed. React keeps
 * the typed text in the box on hydration but does not report it, and reports a later input only when the
 * value differs from the one it last saw. So the field first shows the value React rendered (`defaultValue`:
 * the server's `value` attribute, or the value prop once hydrated) and an input event is sent, which makes
 * React hydrate the field at once if it has not yet (React does that for the part of the page an event lands
 * on); then the typed text comes back, and a second input event reports it. Both happen in one task, so
 * nothing is painted in between. The caret stays where it was.
 */
function applyTypedText(field: TextField): void {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return;
  const typed = field.value;
  const rendered = field.defaultValue;
  const setUntracked = untrackedValueSetter(field);
  if (typed === rendered || !setUntracked) return;
  const { selectionStart, selectionEnd, selectionDirection } = field;
  setUntracked.call(field, rendered);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setUntracked.call(field, typed);
  if (document.activeElement === field && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Applies, once the app is attached to `container`, what the guest did before: typed text first (a form sent
 * early is sent with it), then the held clicks in order, each one a click of its own (a chip pressed twice is
 * toggled twice). Buttons the app no longer shows are skipped. Also called when the app failed to start:
 * the buttons then get their plain behaviour back.
 */
export function applyEarlyInput(container: HTMLElement): void {
  const clicks = window.__heldClicks?.() ?? [];
  for (const field of container.querySelectorAll<TextField>('input, textarea')) applyTypedText(field);
  for (const button of clicks) if (container.contains(button)) button.click();
}
