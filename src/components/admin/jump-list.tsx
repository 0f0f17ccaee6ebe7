// A long screen's sections as a short list of links at its top (Bar details on a phone is several screens long): one
// tap brings a section to the top of the window, below the admin's sticky nav, and takes the focus there.
import type { MouseEvent } from 'react';
import { anchorScrollOptions } from '../../lib/anchor-scroll';
import './jump-list.css';

export interface JumpTarget {
  /** The id of the section's element (focusable: tabIndex -1). */
  id: string;
  label: string;
}

export function JumpList({ label, lead, targets }: { label: string; lead: string; targets: readonly JumpTarget[] }) {
  // The router would treat a bare #hash as a navigation of its own; the jump stays on the page, and the address too.
  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView(anchorScrollOptions);
    target.focus({ preventScroll: true });
  }
  return (
    <nav className="jump-list" aria-label={label}>
      <span className="jump-list__lead" aria-hidden="true">
        {lead}
      </span>
      <ul>
        {targets.map((target) => (
          <li key={target.id}>
            <a href={`#${target.id}`} className="jump-list__link" onClick={(event) => jump(event, target.id)}>
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
