// What a guest did to a server-rendered page before React was attached to it, applied once it is (main.tsx).
// Clicks on buttons were held by the inline script in the page's head (server/ssr/early-clicks.ts); typed text
// is in the fields themselves, where React leaves it on hydration without telling the component, so the
// screen would not follow it (the menu would stay unfiltered) until the next keystroke. Scrolling needs
// nothing here: the page stays where the guest left it, and components read the position when they mount.
// Parts of the page may still be waiting to be hydrated (React hydrates each Suspense boundary later, at low
// priority): the events sent here make React hydrate the part they land on first, as it does for a guest's,
// and text typed into such a part meanwhile is reported too.

declare global {
  interface Window {
    /** Set by the inline script of a server-rendered page: stops holding clicks and returns those held, in order. */
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

interface TypedText {
  field: TextField;
  typed: string;
  /** The value the component rendered: the server's `value` attribute, or the value prop once hydrated. */
  rendered: string;
  selection: [start: number, end: number, direction: 'forward' | 'backward' | 'none' | undefined] | null;
}

/** The field's text when it is not what its component rendered (the guest typed it), with the caret. */
function readTypedText(field: TextField): TypedText | null {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return null;
  if (field.value === field.defaultValue) return null;
  const { selectionStart, selectionEnd, selectionDirection } = field;
  const focused = document.activeElement === field && selectionStart !== null && selectionEnd !== null;
  return { field, typed: field.value, rendered: field.defaultValue, selection: focused ? [selectionStart, selectionEnd, selectionDirection ?? undefined] : null };
}

/**
 * Tells the field's component about the text, as if it had just been typed. React keeps typed text in the
 * box on hydration but does not report it, and reports a later input only when the value differs from the
 * one it last saw. So the field first shows the value the component rendered and an input event is sent,
 * which makes React hydrate the field at once if it has not yet (React does that for the part of the page an
 * event lands on); then the typed text comes back, and a second input event reports it. Both happen in one
 * task, so nothing is painted in between. The caret stays where it was.
 */
function reportTypedText({ field, typed, rendered, selection }: TypedText): void {
  const setUntracked = untrackedValueSetter(field);
  if (!setUntracked) return;
  setUntracked.call(field, rendered);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setUntracked.call(field, typed);
  if (selection) field.setSelectionRange(...selection);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isTextField = (target: EventTarget | null): target is TextField => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Text typed while the app is attached but the field's part of the page not hydrated yet: React hydrates it
 * on that input and takes the text as the value it rendered, so it reports nothing. After each field's first
 * input (React has hydrated it by then, and has re-rendered a reported change), text that still differs from
 * what the component rendered is reported as above. Listens after React (bubbling, at the document).
 */
function reportFirstInputs(container: HTMLElement): void {
  const seen = new WeakSet<TextField>();
  document.addEventListener('input', (event) => {
    const field = event.target;
    if (!isTextField(field) || seen.has(field) || !container.contains(field)) return;
    seen.add(field);
    const text = readTypedText(field);
    if (text) reportTypedText(text);
  });
}

/**
 * Applies, once the app is attached to `container`, what the guest did before: typed text first (a form sent
 * early is sent with it), then the held clicks in order, each one a click of its own (a chip pressed twice is
 * toggled twice). Buttons the app no longer shows are skipped. Also called when the app failed to start:
 * the buttons then get their plain behaviour back. Nothing to do on a page the app rendered itself.
 */
export function applyEarlyInput(container: HTMLElement): void {
  const takeHeldClicks = window.__heldClicks;
  if (!takeHeldClicks) return;
  delete window.__heldClicks;
  const clicks = takeHeldClicks();
  // All read first: a field's report re-renders its form, which sets the other fields to what their state holds.
  const texts = [...container.querySelectorAll('input, textarea')].filter(isTextField).map(readTypedText);
  for (const text of texts) if (text) reportTypedText(text);
  reportFirstInputs(container);
  for (const button of clicks) if (container.contains(button)) button.click();
}
