// Home: hero offers, today's highlights, reserve / location / hours, and the room.
import { SpecialDatesNotice } from '../../components/special-dates-notice';
import { CozySection } from './cozy-section';
import { HeroSection } from './hero';
import { HighlightsSection } from './highlights';
import { withLang } from '../../i18n/lang-input';
import { useLang } from '../../i18n/use-t';
import { HOME_QUERIES } from './home-queries';
import { VisitSection } from './visit-section';

export function HomePage() {
  // The offers and the day's dishes in the page's language.
  const lang = useLang();
  return (
    <>
      <HeroSection input={withLang(HOME_QUERIES.offers, lang)} />
      <SpecialDatesNotice frame="container special-notice-band" />
      <HighlightsSection input={withLang(HOME_QUERIES.highlights, lang)} />
      <VisitSection />
      <CozySection />
    </>
  );
}
