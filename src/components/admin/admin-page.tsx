// One admin screen: its heading (focused after each navigation, so a screen reader says where it landed),
// optional back link and actions, then the content.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import './admin-ui.css';

interface AdminPageProps {
  title: string;
  /** A short line under the heading. */
  lead?: ReactNode;
  /** `search` keeps the place the user came from (a list's filter and page). */
  back?: { to: string; label: string; search?: Record<string, unknown> };
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, lead, back, actions, children }: AdminPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      {back ? (
        <Link to={back.to} search={back.search} className="admin-page__back">
          ← {back.label}
        </Link>
      ) : null}
      <header className="admin-page__head">
        <div>
          <h1 id="admin-page-title" className="admin-page__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          {lead ? <p className="admin-page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** The loading, error and empty states of a list or a record, one look everywhere. */
export function AdminState({ kind, children, action }: { kind: 'loading' | 'error' | 'empty'; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`admin-state admin-state--${kind}`} role={kind === 'error' ? 'alert' : kind === 'loading' ? 'status' : undefined}>
      <p>{children}</p>
      {action}
    </div>
  );
}
