// The offers' part of the demo (server/seeders/demo/offers.json): the home page's hero slides, each dated in days from
// the seeding day (or never ending), on some days of the week or every day.
import { z } from 'zod';
import { addDays } from '../../../shared/rules/dates';
import { storedTranslations } from '../../../shared/rules/translations';
import { optionalLink, optionalText } from '../../../shared/schemas/fields';
import { offerInput } from '../../../shared/schemas/offers';
import { daysFromToday, demoPart } from '../../seeders/demo-part';
import { Offer } from './offer.entity';

const { shape } = offerInput;

/**
 * An offer as staff enter it, its dates as days from today (null: no limit). A call to action left empty stays empty
 * here, where the admin's form fills in the default: the slide then shows the default ("View Menu", "Book a Table").
 */
const demoOffer = z
  .strictObject({
    title: shape.title,
    subtitle: shape.subtitle,
    imageUrl: shape.imageUrl,
    imageWebp: shape.imageWebp,
    alt: shape.alt,
    badge: shape.badge,
    ctaPrimaryLabel: optionalText('Primary button label', 60),
    ctaPrimaryTo: optionalLink('Primary button link', 500),
    ctaSecondaryLabel: optionalText('Secondary button label', 60),
    ctaSecondaryTo: optionalLink('Secondary button link', 500),
    validFromDaysFromToday: daysFromToday('Valid from (days from today)').nullish(),
    validToDaysFromToday: daysFromToday('Valid to (days from today)').nullish(),
    daysOfWeek: shape.daysOfWeek,
    active: shape.active,
    displayOrder: shape.displayOrder,
    translations: shape.translations,
  })
  .refine((offer) => offer.validFromDaysFromToday == null || offer.validToDaysFromToday == null || offer.validFromDaysFromToday <= offer.validToDaysFromToday, {
    path: ['validToDaysFromToday'],
    error: 'Valid to must be on or after valid from.',
  });

export const offersDemo = demoPart({
  files: { offers: z.array(demoOffer) },
  seed(em, { offers }, today) {
    for (const { validFromDaysFromToday: from, validToDaysFromToday: to, translations, ...fields } of offers) {
      em.create(Offer, {
        ...fields,
        validFrom: from == null ? null : addDays(today, from),
        validTo: to == null ? null : addDays(today, to),
        translations: storedTranslations(translations),
      });
    }
  },
});
