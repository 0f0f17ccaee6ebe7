// The router scrolls to an #anchor when the page renders; sections that appear later (after their data
// loads) are scrolled to here, once they exist. Giving up after 10 s, or as soon as the visitor scrolls.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { anchorScrollOptions } from '../../lib/anchor-scroll';

const GIVE_UP_MS = 10_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

function waitForAnchor(id: string): () => void {
  if (!id || document.getElementById(id)) return () => {};
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    // The offset is the target's scroll-margin-top.
    target.scrollIntoView(anchorScrollOptions);
  });
  const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function hashId(hash: string | undefined): string {
  try {
    return decodeURIComponent(hash ?? '');
  } catch {
    return hash ?? '';
  }
}

export function LateHashScroll() {
  const router = useRouter();
  useEffect(() => {
    let stop = waitForAnchor(hashId(router.latestLocation.hash));
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
      stop();
      stop = waitForAnchor(hashId(toLocation.hash));
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [router]);
  return null;
}
