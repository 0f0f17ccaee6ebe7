/** Record ids in admin addresses are digits only (/admin/offers/12). */
export function isRecordId(value: string): boolean {
  return /^\d+$/.test(value);
}
