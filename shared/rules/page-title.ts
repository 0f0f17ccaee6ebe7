/** Page title rule: "Title - Product", or the bare product name when there is no page title. */
export function pageTitle(title: string | null | undefined, productName: string): string {
  const clean = title?.trim();
  return clean ? `${clean} - ${productName}` : productName;
}
