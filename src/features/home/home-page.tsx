// Home: hero offers, today's highlights, reserve / location / hours, and the room.
import { SpecialDatesNotice } from '../../components/special-dates-notice';
import { CozySection } from './cozy-section';
import { HeroSection } from './hero';
import { HighlightsSection } from './highlights';
import { HOME_QUERIES } from './home-queries';
import { VisitSection } from './visit-section';

export function HomePage() {
  return (
    <>
      <HeroSection input={HOME_QUERIES.offers} />
      <SpecialDatesNotice frame="container special-notice-band" />
      <HighlightsSection input={HOME_QUERIES.highlights} />
      <VisitSection />
      <CozySection />
    </>
  );
}
