// What the browser remembers about languages (localStorage; a browser that refuses storage simply is not remembered):
// the language a guest chose with the switch or the offer, and that the offer of another language was made once.
import { isLang, type Lang } from '../../shared/config/languages';

export const LANG_CHOICE_KEY = 'casa-olivera.lang';
export const LANG_OFFERED_KEY = 'casa-olivera.lang-offered';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function chosenLang(): Lang | null {
  const value = storage()?.getItem(LANG_CHOICE_KEY);
  return isLang(value) ? value : null;
}

export function rememberLang(lang: Lang): void {
  try {
    storage()?.setItem(LANG_CHOICE_KEY, lang);
  } catch {
    // Storage full or refused: the switch still works, it is only not remembered.
  }
}

/** True once the offer was made, and where nothing can be remembered (it could not be made only once there). */
export function wasOffered(): boolean {
  const store = storage();
  return store === null || store.getItem(LANG_OFFERED_KEY) !== null;
}

export function markOffered(): void {
  try {
    storage()?.setItem(LANG_OFFERED_KEY, '1');
  } catch {
    // As above.
  }
}
