// From the menu or drinks page to its print-ready version: a page the server makes outside the app (/menu/print),
// so a plain link that loads it, not a router link.
import { langPath } from '../../../shared/rules/language-paths';
import { Icon } from '../../components/ui/icon';
import { useLang } from '../../i18n/use-t';
import '../../components/ui/button.css';
import './print-list-link.css';

interface PrintListLinkProps {
  href: '/menu/print' | '/drinks/print';
  /** "Print the menu" */
  children: string;
}

export function PrintListLink({ href, children }: PrintListLinkProps) {
  const lang = useLang(); // the printed list in the page's language
  return (
    <a className="btn btn--ghost btn--sm print-list-link" href={langPath(href, lang)}>
      <Icon name="printer" size={18} />
      {children}
    </a>
  );
}
