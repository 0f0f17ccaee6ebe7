// Route loaders warm the query cache. The server renders the page with the data, so there it waits for the
// reads; in the browser they run while the page's code downloads and never hold up a navigation.
export async function warmCache(...reads: Promise<unknown>[]): Promise<void> {
  if (import.meta.env.SSR) await Promise.all(reads);
}
