// Which other language a public page offers, if any. The address always wins: a page answers in its own language
// (a link shared, a search result), and nobody is sent elsewhere by the browser's languages or an earlier choice.
// A guest who chose a language with the switch or the offer is offered it on every page of another language they
// land on; a guest who never chose is offered their browser's first site language once, if the page is not in it.
import type { Lang } from '../config/languages';

export interface OfferInputs {
  /** The page's language, from its address. */
  page: Lang;
  /** The language the guest chose before (the switch, the offer), remembered in this browser. */
  chosen: Lang | null;
  /** The first of the browser's languages that the site speaks. */
  preferred: Lang | null;
  /** Whether the browser's language was offered already (or nothing can be remembered). */
  offeredBefore: boolean;
}

export function languageToOffer({ page, chosen, preferred, offeredBefore }: OfferInputs): Lang | null {
  if (chosen) return chosen === page ? null : chosen;
  if (offeredBefore || !preferred || preferred === page) return null;
  return preferred;
}
