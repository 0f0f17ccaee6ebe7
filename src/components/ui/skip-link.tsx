// "Skip to main content": the first stop of the keyboard, moving focus to <main id="main">.
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/use-t';
import './skip-link.css';

export const MAIN_ID = 'main';

/** `label`: the words of a screen that speaks another catalog's language (the staff admin's); the page's by default. */
export function SkipLink({ label }: { label?: string } = {}) {
  const t = useT();
  // Focus moves without touching the URL, so the router sees no navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {label ?? t('skip.main')}
    </a>
  );
}
