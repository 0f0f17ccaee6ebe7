// "Book a table": the booking provider in a new tab (the booking link the owner keeps in the settings).
import { useBarSettings } from '../lib/bar-settings';
import { ExternalLink } from './ui/links';

interface BookTableLinkProps {
  className?: string;
  children?: string;
}

export function BookTableLink({ className = 'btn btn--primary', children = 'Book a table' }: BookTableLinkProps) {
  const { bookingUrl } = useBarSettings();
  return (
    <ExternalLink href={bookingUrl} className={className}>
      {children}
    </ExternalLink>
  );
}
