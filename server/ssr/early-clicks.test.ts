import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, EARLY_CLICKS_SCRIPT_HASH, EARLY_CLICKS_SCRIPT_TAG } from './early-clicks';

/** Just enough of a page for the script: elements that find their closest button, #root, and the document's listeners. */
function fakePage() {
  class Element {
    /** The button this element is, or sits in. */
    button: Element | null = null;
    constructor(readonly inRoot: boolean) {}
    closest(selector: string) {
      return selector === 'button' ? this.button : null;
    }
  }
  const listeners = new Set<(event: unknown) => void>();
  const root = { contains: (element: Element) => element.inRoot };
  const document = {
    getElementById: (id: string) => (id === 'root' ? root : null),
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type === 'click' && capture) listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type === 'click' && capture) listeners.delete(listener);
    },
  };
  const window: { __heldClicks?: () => unknown[] } = {};
  runInNewContext(EARLY_CLICKS_SCRIPT, { Element, document, window });

  const click = (target: unknown) => {
    const event = { target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    for (const listener of listeners) listener(event);
    return event;
  };
  const button = (inRoot = true) => {
    const element = new Element(inRoot);
    element.button = element;
    const inner = new Element(inRoot);
    inner.button = element;
    return { element, inner };
  };
  return { window, listeners, click, button };
}

describe('the inline script that holds early clicks', () => {
  it('holds clicks on buttons inside #root, in order, and keeps them from doing anything meanwhile', () => {
    const page = fakePage();
    const chip = page.button();
    const burger = page.button();
    const first = page.click(chip.inner);
    page.click(burger.element);
    page.click(chip.element);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(first.stopPropagation).toHaveBeenCalled();
    expect(page.window.__heldClicks?.()).toEqual([chip.element, burger.element, chip.element]);
  });

  it('lets other clicks through: not on a button, or outside #root', () => {
    const page = fakePage();
    const outside = page.button(false);
    const events = [page.click(outside.inner), page.click({ closest: () => null }), page.click(null)];
    for (const event of events) expect(event.preventDefault).not.toHaveBeenCalled();
    expect(page.window.__heldClicks?.()).toEqual([]);
  });

  it('stops holding once the held clicks are taken', () => {
    const page = fakePage();
    page.click(page.button().element);
    expect(page.window.__heldClicks?.()).toHaveLength(1);
    expect(page.listeners.size).toBe(0);
    expect(page.window.__heldClicks?.()).toEqual([]);
  });

  it('is allowed by the hash of exactly its text', () => {
    expect(EARLY_CLICKS_SCRIPT_TAG).toBe(`<script>${EARLY_CLICKS_SCRIPT}</script>`);
    expect(EARLY_CLICKS_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`);
  });
});
