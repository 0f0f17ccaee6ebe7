// The owner's announcement (a holiday closing, a special evening): a short banner above every public page, rendered
// by the server with the page, until the end of its last day in the bar's time zone (a page left open past that
// midnight drops it too). A guest may dismiss it for the rest of the visit (sessionStorage); a new announcement shows.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { announcementEndsAt } from '../../../shared/rules/announcement';
import { Icon } from '../../components/ui/icon';
import { useBarHours } from '../../lib/bar-hours';
import { useBarSettings } from '../../lib/bar-settings';
import { useT } from '../../i18n/use-t';
import './announcement-banner.css';

const DISMISSED_KEY = 'announcement-dismissed';
/** setTimeout's longest delay (about 24.8 days); a later end is checked again after it. */
const MAX_DELAY = 2 ** 31 - 1;

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The banners on the page hear a dismissal (and other tabs' don't matter: sessionStorage is per tab). */
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismissAnnouncement(key: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, key);
  } catch {
    // Storage refused (private mode): hidden for this page view all the same.
    memory = key;
  }
  for (const listener of listeners) listener();
}
let memory: string | null = null;
const dismissedKey = () => readDismissed() ?? memory;

export function AnnouncementBanner() {
  const t = useT();
  const { announcement } = useBarSettings();
  const timeZone = useBarHours()?.timeZone;
  const key = announcement ? `${announcement.until}|${announcement.text}` : null;
  // The server's page shows the banner; once hydrated, the browser hides what this guest dismissed.
  const dismissed = useSyncExternalStore(subscribe, dismissedKey, () => null);
  const [endedKey, setEndedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!announcement || !timeZone || !key) return;
    const end = announcementEndsAt(announcement, timeZone).getTime();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = end - Date.now();
      if (left <= 0) setEndedKey(key);
      else timer = setTimeout(check, Math.min(left, MAX_DELAY));
    };
    check();
    return () => clearTimeout(timer);
  }, [announcement, timeZone, key]);

  if (!announcement || !key || dismissed === key || endedKey === key) return null;

  const dismiss = () => dismissAnnouncement(key);

  return (
    <section className="announcement" aria-label={t('announcement.label')}>
      <div className="announcement__inner">
        <p className="announcement__text">{announcement.text}</p>
        <button type="button" className="announcement__close" onClick={dismiss} aria-label={t('announcement.dismiss')}>
          <Icon name="close" size={20} />
        </button>
      </div>
    </section>
  );
}
