// The public pages' frame: skip link, the owner's announcement, sticky header, main landmark, footer.
import { Outlet } from '@tanstack/react-router';
import { MAIN_ID, SkipLink } from '../../components/ui/skip-link';
import { AnnouncementBanner } from './announcement-banner';
import { LanguageOffer } from './language-offer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

export function SiteLayout() {
  return (
    <div className="site">
      <SkipLink />
      <AnnouncementBanner />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
      <LanguageOffer />
    </div>
  );
}
