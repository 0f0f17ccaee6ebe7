/** Where an offer's calls to action lead when its own are empty, and the hero's first slide's buttons. */
export const OFFER_PRIMARY_TO = '/menu';
export const OFFER_SECONDARY_TO = '/reservations';
