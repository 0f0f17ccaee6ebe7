/** After a refused save, the first field to fix gets the focus (and is scrolled into view). */
export function focusFirstError(form: HTMLElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
