import { z } from 'zod';
import { heroSlide, offerActiveQuery, offerDto, offerInput, offerListQuery, offerPage, offersQuery } from '../../../shared/schemas/offers';
import { translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { exampleHeroSlide, exampleOffer, exampleOfferInput } from './offers.examples';
import { createOffer, deleteOffer, getActiveOffers, getOffer, listOffers, setOfferActive, updateOffer } from './offers.service';

const OFFER_ID = { id: 'Offer' };
const RULES =
  '`title` and `imageUrl` are required; text is trimmed and empty optional text stored as null; `validFrom` ≤ `validTo` when both are set; '
  + '`daysOfWeek` is stored canonical; `active` defaults to true; empty calls to action get the defaults `View Menu` → `/menu` and '
  + '`Book a Table` → `/reservations` on the slide. Unknown fields are ignored.';

export const offersPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/offers',
    auth: 'public',
    tag: 'Public',
    summary: 'The home page\'s hero slides for a day',
    description:
      'Offers that are active, whose `validFrom`/`validTo` (inclusive, each optional) contain the date (default: the bar\'s today) and whose '
      + '`daysOfWeek` is empty or contains that date\'s day (the offers the staff list calls "Showing today" for that date); ordered by `displayOrder` (null last), then newest first. `limit` defaults to 5. '
      + `${WITH_LANG} the title, subtitle, alt text, badge and button labels are ${translatedText("the staff's")}, and a button left at its `
      + 'default says the language\'s own words for it ("Ver la carta", "Reservar mesa"); another `lang` is a 400.',
    query: offersQuery,
    shared: true,
    response: { status: 200, description: 'The slides, in order.', schema: z.array(heroSlide) },
    example: { query: { date: '2026-11-27', limit: '5' }, response: [exampleHeroSlide] },
    handle: ({ ctx, query }) => getActiveOffers(ctx, query),
  }),
];

export const offersAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/offers',
    auth: 'staff',
    role: 'staff',
    tag: 'Offers',
    summary: 'List offers',
    description: 'A page of offers by `displayOrder` (null last), then newest first; `q` matches title, subtitle and badge, ignoring accents and case.',
    query: offerListQuery,
    response: { status: 200, description: 'A page of offers.', schema: offerPage },
    example: { query: { q: 'paella', page: '0', size: '20' }, response: { content: [exampleOffer], totalElements: 1, totalPages: 1, number: 0, size: 20 } },
    handle: ({ ctx, query }) => listOffers(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/offers/:id',
    auth: 'staff',
    role: 'staff',
    tag: 'Offers',
    summary: 'One offer',
    description: 'The offer with every field the editor shows, active or not.',
    params: OFFER_ID,
    response: { status: 200, description: 'The offer.', schema: offerDto },
    example: { params: { id: 3 }, response: exampleOffer },
    handle: ({ ctx, params }) => getOffer(ctx, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/offers',
    auth: 'staff',
    role: 'manager',
    tag: 'Offers',
    summary: 'Create an offer',
    description: RULES,
    body: offerInput,
    response: { status: 201, description: 'Created.', schema: offerDto, location: (offer) => `/api/admin/offers/${offer.id}` },
    example: { body: exampleOfferInput, response: exampleOffer },
    handle: ({ ctx, body }) => createOffer(ctx, body),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/offers/:id',
    auth: 'staff',
    role: 'manager',
    tag: 'Offers',
    summary: 'Replace an offer',
    description: `Every editable field is replaced: what is left out takes its default. ${RULES}`,
    params: OFFER_ID,
    body: offerInput,
    response: { status: 200, description: 'The updated offer.', schema: offerDto },
    example: { params: { id: 3 }, body: exampleOfferInput, response: exampleOffer },
    handle: ({ ctx, params, body }) => updateOffer(ctx, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/offers/:id',
    auth: 'staff',
    role: 'manager',
    tag: 'Offers',
    summary: 'Delete an offer',
    description: 'The offer is deleted for good and leaves the home page\'s slides at once.',
    params: OFFER_ID,
    response: { status: 204, description: 'Deleted.' },
    example: { params: { id: 3 } },
    handle: ({ ctx, params }) => deleteOffer(ctx, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/offers/:id/active',
    auth: 'staff',
    role: 'manager',
    tag: 'Offers',
    summary: 'Switch an offer on or off',
    description: '`value=false` takes the offer off the home page without deleting it; `value=true` puts it back (within its dates).',
    params: OFFER_ID,
    query: offerActiveQuery,
    response: { status: 204, description: 'Done.' },
    example: { params: { id: 3 }, query: { value: 'false' } },
    handle: ({ ctx, params, query }) => setOfferActive(ctx, params.id, query.value),
  }),
];
