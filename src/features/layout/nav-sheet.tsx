// The small-screen navigation: a modal side sheet (native <dialog>: focus trap, Escape, the rest of the page inert).
// It closes on a route change, the close button, Escape or a click on the overlay, and returns focus to the burger.
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { splitLangPath } from '../../../shared/rules/language-paths';
import { useBarSettings } from '../../lib/bar-settings';
import { HoursList } from '../../components/hours-list';
import { Icon } from '../../components/ui/icon';
import { BookTableLink } from '../../components/book-table-link';
import { Wordmark } from '../../components/brand';
import { useT } from '../../i18n/use-t';
import { LanguageSwitch } from './language-switch';
import { pageRoute, primaryNav } from './nav-items';
import '../../components/ui/icon-button.css';
import './nav-sheet.css';

export const NAV_SHEET_ID = 'nav-sheet';

interface NavSheetProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function NavSheet({ open, onClose, returnFocusTo }: NavSheetProps) {
  const t = useT();
  const bar = useBarSettings();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const openedAt = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      openedAt.current = pathname;
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, pathname]);

  // A navigation closes the sheet.
  useEffect(() => {
    if (open && pathname !== openedAt.current) onClose();
  }, [open, pathname, onClose]);

  const onDialogClose = () => {
    onClose();
    returnFocusTo.current?.focus();
  };

  // The dialog's own box is covered by its panel, so a click that lands on the dialog itself hit the overlay.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      id={NAV_SHEET_ID}
      className="nav-sheet on-dark"
      aria-label={t('sheet.label')}
      onClose={onDialogClose}
      onClick={onDialogClick}
    >
      <div className="nav-sheet__panel">
        <div className="nav-sheet__top">
          <Wordmark />
          <button ref={closeButton} type="button" className="icon-button-on-dark nav-sheet__close" aria-label={t('sheet.close')} onClick={() => dialog.current?.close()}>
            <Icon name="close" size={24} />
          </button>
        </div>
        {/* Landmarks of one kind need distinct names: the header's navigation is "Main". */}
        <nav aria-label={t('nav.sheetLabel')} className="nav-sheet__nav">
          <ul>
            {primaryNav.map((item) => (
              <li key={item.page}>
                <Link
                  to={pageRoute(item.page)}
                  className="nav-sheet__link"
                  activeOptions={{ exact: item.page === '/' }}
                  onClick={() => {
                    // Choosing the page already shown is not a navigation, so close here too.
                    if (item.page === splitLangPath(pathname).path) dialog.current?.close();
                  }}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <BookTableLink className="btn btn--primary btn--block" />
        <LanguageSwitch className="nav-sheet__language" />
        <div className="nav-sheet__info">
          <a className="nav-sheet__contact" href={bar.telHref}>
            <Icon name="phone" size={18} />
            {bar.phone}
          </a>
          <p className="nav-sheet__contact">
            <Icon name="pin" size={18} />
            {bar.address.street}, {bar.address.locality}
          </p>
          <HoursList className="nav-sheet__hours" />
        </div>
      </div>
    </dialog>
  );
}
