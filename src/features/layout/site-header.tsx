// Sticky header: wordmark, the main navigation, "Book a table"; a burger opens the nav sheet on small screens.
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon';
import { BookTableLink } from '../../components/book-table-link';
import { Wordmark } from '../../components/brand';
import { useT } from '../../i18n/use-t';
import { LanguageSwitch } from './language-switch';
import { pageRoute, primaryNav } from './nav-items';
import { NavSheet, NAV_SHEET_ID } from './nav-sheet';
import '../../components/ui/icon-button.css';
import './site-header.css';

export function SiteHeader() {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Wordmark />
        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            {primaryNav.map((item) => (
              <li key={item.page}>
                <Link to={pageRoute(item.page)} className="site-nav__link" activeOptions={{ exact: item.page === '/' }}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch className="site-header__language" />
          <BookTableLink className="btn btn--primary btn--sm site-header__book" />
          <button
            ref={burger}
            type="button"
            className="icon-button-on-dark site-header__burger"
            aria-label={t('header.openMenu')}
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
