// "Book a table": the booking provider in a new tab (the reservation slug is fixed in the site config).
import { site } from '../../shared/config/site';
import { ExternalLink } from './ui/links';

interface BookTableLinkProps {
  className?: string;
  children?: string;
}

export function BookTableLink({ className = 'btn btn--primary', children = 'Book a table' }: BookTableLinkProps) {
  return (
    <ExternalLink href={site.booking.url} className={className}>
      {children}
    </ExternalLink>
  );
}
