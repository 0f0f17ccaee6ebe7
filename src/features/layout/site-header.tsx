// Sticky header: wordmark, the main navigation, "Book a table"; a burger opens the nav sheet on small screens.
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon';
import { BookTableLink } from '../../components/book-table-link';
import { Wordmark } from '../../components/brand';
import { primaryNav } from './nav-items';
import { NavSheet, NAV_SHEET_ID } from './nav-sheet';
import '../../components/ui/icon-button.css';
import './site-header.css';

export function SiteHeader() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Wordmark />
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="site-nav__link" activeOptions={{ exact: item.to === '/' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <BookTableLink className="btn btn--primary btn--sm site-header__book" />
          <button
            ref={burger}
            type="button"
            className="icon-button-on-dark site-header__burger"
            aria-label="Open menu"
            aria-expanded={sheetOpen}
            aria-controls={NAV_SHEET_ID}
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            <Icon name="menu" size={24} />
          </button>
        </div>
      </div>
      <NavSheet open={sheetOpen} onClose={() => setSheetOpen(false)} returnFocusTo={burger} />
    </header>
  );
}
