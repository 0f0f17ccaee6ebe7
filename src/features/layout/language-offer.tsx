// The polite offer: a small notice at the bottom (fixed: it moves nothing), in the offered language, shown after the
// page has painted (an effect), that this page is there in that language. The address always wins: nobody is sent
// anywhere, neither by the browser's languages nor by an earlier choice (a link shared, a search result opens as
// addressed). Which language, if any, is shared/rules/language-offer.ts's rule: the one the guest chose with the
// switch (or here), on every page of another language; else the browser's first site language, once.
import { useEffect, useState } from 'react';
import { languageOf, type Lang } from '../../../shared/config/languages';
import { languageToOffer } from '../../../shared/rules/language-offer';
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
    const offer = languageToOffer({ page: lang, chosen, preferred: preferredSiteLang(navigator.languages ?? [navigator.language]), offeredBefore: wasOffered() });
    if (!offer) return;
    // In a task of its own: the page has painted and hydrated first.
    const timer = setTimeout(() => {
      if (!chosen) markOffered();
      setOffered(offer);
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
