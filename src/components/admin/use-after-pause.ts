// What staff type into a screen's address (a search, a day) is put there after a short pause. A tap on another screen
// meanwhile wins: that screen may still be loading, with this one on show and its pause still running, and the
// pause's navigation would take the person back here (a tap on Menu that did nothing).
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `apply(value)` once `value` has stayed the same for `delayMs`, if the address is still on the screen where the
 * pause began; `value` null: nothing to apply (what is typed is already in the address, or not valid yet).
 */
export function useApplyAfterPause<T extends string>(value: T | null, apply: (value: T) => void, delayMs: number): void {
  const router = useRouter();
  const run = useEffectEvent(apply);
  useEffect(() => {
    if (value === null) return;
    const screen = router.state.location.pathname;
    const timer = setTimeout(() => {
      if (router.state.location.pathname === screen) run(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, router]);
}
