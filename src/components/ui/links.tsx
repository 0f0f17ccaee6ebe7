// Links that leave the site (new tab, announced) and links to a destination stored as text (offer CTAs).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { langPath } from '../../../shared/rules/language-paths';
import { useLang, useT } from '../../i18n/use-t';
import { Icon } from './icon';
import './button.css';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Show the small arrow icon after the text. */
  icon?: boolean;
}

/** Opens in a new tab, without giving the new page access to this one, and says so to screen readers. */
export function ExternalLink({ href, children, className, icon = true }: ExternalLinkProps) {
  const t = useT();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('link.newTab')}</span>
      {icon ? <Icon name="external" size={16} /> : null}
    </a>
  );
}

/** "/menu#paellas" → { to: "/menu", hash: "paellas" }; null for an address outside the site. */
export function parseInternalHref(href: string): { to: string; hash?: string; search?: Record<string, string> } | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'https://site.invalid');
  const search = Object.fromEntries(url.searchParams);
  return {
    to: url.pathname,
    ...(url.hash.length > 1 ? { hash: decodeURIComponent(url.hash.slice(1)) } : {}),
    ...(Object.keys(search).length > 0 ? { search } : {}),
  };
}

interface DestinationLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A router link for a path inside the site (in the page's language), an external link (new tab) for anything else. */
export function DestinationLink({ href, children, className }: DestinationLinkProps) {
  const lang = useLang();
  const internal = parseInternalHref(href);
  if (!internal) {
    return (
      <ExternalLink href={href} className={className} icon={false}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={langPath(internal.to, lang)} hash={internal.hash} search={internal.search} className={className}>
      {children}
    </Link>
  );
}
