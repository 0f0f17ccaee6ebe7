// The first of the browser's languages (navigator.languages, the guest's own order) that the site speaks, or null.
// Only ever used to offer a page in it: nobody is redirected by the browser's languages.
import { isLang, type Lang } from '../../shared/config/languages';

export function preferredSiteLang(browserLanguages: readonly string[]): Lang | null {
  for (const tag of browserLanguages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLang(code)) return code;
  }
  return null;
}
