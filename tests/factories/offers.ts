// Offers (home-page hero slides): build<X>(overrides) gives the row's data, create<X>(em, overrides) stores it.
import type { EntityManager } from '@mikro-orm/knex';
import { Offer, type IOffer } from '../../server/features/offers/offer.entity';
import { uniqueName } from './unique';

export interface OfferData {
  title: string;
  subtitle: string | null;
  imageUrl: string;
  imageWebp: string | null;
  alt: string | null;
  badge: string | null;
  ctaPrimaryLabel: string | null;
  ctaPrimaryTo: string | null;
  ctaSecondaryLabel: string | null;
  ctaSecondaryTo: string | null;
  /** YYYY-MM-DD or null (open end). */
  validFrom: string | null;
  validTo: string | null;
  /** Canonical day codes ("FRI|SAT"); "" is every day. */
  daysOfWeek: string;
  active: boolean;
  displayOrder: number | null;
}

export function buildOffer(overrides: Partial<OfferData> = {}): OfferData {
  const { name, slug } = uniqueName('Offer');
  return {
    title: name,
    subtitle: `All about ${name}.`,
    imageUrl: `/images/offers/${slug}.jpg`,
    imageWebp: `/images/offers/${slug}.webp`,
    alt: `Photo for ${name}`,
    badge: null,
    ctaPrimaryLabel: null,
    ctaPrimaryTo: null,
    ctaSecondaryLabel: null,
    ctaSecondaryTo: null,
    validFrom: null,
    validTo: null,
    daysOfWeek: '',
    active: true,
    displayOrder: null,
    ...overrides,
  };
}

export async function createOffer(em: EntityManager, overrides: Partial<OfferData> = {}): Promise<IOffer> {
  const offer = em.create(Offer, buildOffer(overrides));
  await em.flush();
  return offer;
}
