// After a refused save, the first field to fix gets the focus (and is scrolled into view): once React has drawn the
// errors, so the field that is now invalid is the one found.
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Returns the function to call when a save is refused; the focus moves after the next render. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, form]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
