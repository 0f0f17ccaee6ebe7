// Page sizes of the staff lists (SPEC §9: the offers list offers 10, 20 or 50 rows, 10 by default).

export const OFFER_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_OFFER_PAGE_SIZE = 10;
