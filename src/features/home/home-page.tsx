// Home: hero offers, today's highlights, reserve / location / hours, and the room.
import { CozySection } from './cozy-section';
import { HeroSection } from './hero';
import { HighlightsSection } from './highlights';
import { HOME_QUERIES } from './home-queries';
import { VisitSection } from './visit-section';

export function HomePage() {
  return (
    <>
      <HeroSection input={HOME_QUERIES.offers} />
      <HighlightsSection input={HOME_QUERIES.highlights} />
      <VisitSection />
      <CozySection />
    </>
  );
}
