// Home: hero offers, today's highlights, reserve / location / hours, and the room.
import { useState } from 'react';
import { CozySection } from './cozy-section';
import { HeroSection } from './hero';
import { HighlightsSection } from './highlights';
import { homeQueries } from './home-queries';
import { VisitSection } from './visit-section';

export function HomePage() {
  // One "today" for the whole visit, so the cache keys match the loader's prefetch.
  const [queries] = useState(() => homeQueries());
  return (
    <>
      <HeroSection input={queries.offers} />
      <HighlightsSection input={queries.highlights} />
      <VisitSection />
      <CozySection />
    </>
  );
}
