// The polite offer: a guest on a page whose browser puts another of the site's languages first, who has not chosen a
// language yet, is told once, in that language, that the page is there in it: a small notice at the bottom (fixed: it
// moves nothing), shown after the page has painted (an effect), never again once shown. Nobody is sent anywhere by the
// browser's languages. A guest who chose a language with the switch (or here) comes back to it: a page of the other
// language opens in the chosen one (their own choice, remembered in this browser; a crawler has none).
import { useEffect, useState } from 'react';
import { languageOf, type Lang } from '../../../shared/config/languages';
import { switchLangHref } from '../../../shared/rules/language-paths';
import { preferredSiteLang } from '../../i18n/browser-language';
import { chosenLang, markOffered, wasOffered } from '../../i18n/language-choice';
import { useLang } from '../../i18n/use-t';
import { Icon } from '../../components/ui/icon';
import { followLanguageLink } from './language-switch';
import './language-offer.css';

export function LanguageOffer() {
  const lang = useLang();
  const [offered, setOffered] = useState<Lang | null>(null);

  useEffect(() => {
    const chosen = chosenLang();
    if (chosen && chosen !== lang) {
      window.location.replace(switchLangHref(window.location, chosen));
      return;
    }
    if (chosen || wasOffered()) return;
    const preferred = preferredSiteLang(navigator.languages ?? [navigator.language]);
    if (!preferred || preferred === lang) return;
    // In a task of its own: the page has painted and hydrated first.
    const timer = setTimeout(() => {
      markOffered();
      setOffered(preferred);
    }, 0);
    return () => clearTimeout(timer);
  }, [lang]);

  if (!offered) return null;
  const { offer } = languageOf(offered);
  return (
    <section className="language-offer" lang={offered} aria-labelledby="language-offer-text">
      <p id="language-offer-text" className="language-offer__text">
        {offer.text}
      </p>
      <a className="language-offer__accept" href={switchLangHref(window.location, offered)} hrefLang={offered} onClick={(event) => followLanguageLink(event, offered)}>
        {offer.accept}
      </a>
      <button type="button" className="language-offer__dismiss" aria-label={offer.dismiss} onClick={() => setOffered(null)}>
        <Icon name="close" size={20} />
      </button>
    </section>
  );
}
