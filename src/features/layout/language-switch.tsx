// The language switch: a real link to the same page in each other language, keeping the query and the anchor, named
// in its own language (lang, hreflang). Following it is remembered (language-choice.ts). It is a plain link: the other
// language's page is a new document, whose catalog only that page loads.
import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { LANGUAGES, type Lang } from '../../../shared/config/languages';
import { switchLangHref } from '../../../shared/rules/language-paths';
import { rememberLang } from '../../i18n/language-choice';
import { useLang, useT } from '../../i18n/use-t';
import './language-switch.css';

/** The anchor is the browser's alone (never sent to the server): added once hydrated, so both render the same link. */
const noSubscription = () => () => {};
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Follows the guest's choice: remembered, and the address read at the click (an anchor the page moved to since). */
export function followLanguageLink(event: MouseEvent<HTMLAnchorElement>, lang: Lang): void {
  rememberLang(lang);
  event.currentTarget.href = switchLangHref(window.location, lang);
}

export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const current = useLang();
  const hydrated = useHydrated();
  const address = useLocation({ select: (location) => ({ pathname: location.pathname, search: location.searchStr, hash: location.hash }) });
  const others = LANGUAGES.filter((language) => language.code !== current);
  return (
    <div className={className ? `language-switch ${className}` : 'language-switch'} role="group" aria-label={t('language.label')}>
      {others.map((language) => (
        <a
            key={language.code}
            className="language-switch__link"
            href={switchLangHref({ ...address, hash: hydrated ? address.hash : '' }, language.code)}
            hrefLang={language.code}
            lang={language.code}
            onClick={(event) => followLanguageLink(event, language.code)}
          >
            {language.name}
          </a>
      ))}
    </div>
  );
}
