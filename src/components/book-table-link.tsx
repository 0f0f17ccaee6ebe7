// "Book a table": the booking provider in a new tab (the booking link the owner keeps in the settings).
import { useBarSettings } from '../lib/bar-settings';
import { useT } from '../i18n/use-t';
import { ExternalLink } from './ui/links';

interface BookTableLinkProps {
  className?: string;
  children?: string;
}

export function BookTableLink({ className = 'btn btn--primary', children }: BookTableLinkProps) {
  const t = useT();
  const { bookingUrl } = useBarSettings();
  return (
    <ExternalLink href={bookingUrl} className={className}>
      {children ?? t('header.book')}
    </ExternalLink>
  );
}
