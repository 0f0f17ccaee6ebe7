// Page sizes of the paged lists, without zod (the staff screens' address parsing reads them at start-up).
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
