// How the site scrolls to an #anchor it was asked for (a highlight card to /menu#green-tapas, a late-loading
// section): a glide to the top of the target, less the sticky header (the target's scroll-margin-top), or a jump
// for a guest who prefers reduced motion.

/** The options for `scrollIntoView`; `behavior` is read when used, so a changed motion preference counts. */
export const anchorScrollOptions: ScrollIntoViewOptions = {
  block: 'start',
  get behavior(): ScrollBehavior {
    return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  },
};
