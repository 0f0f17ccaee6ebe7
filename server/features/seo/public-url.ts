// Absolute addresses of the site's own pages and files, for search engines: from the identity module's address
// (the same one the pages' canonical links use), whatever host the request came in on.
import { site } from '../../../shared/config/site';

export function publicUrl(path: string): string {
  return new URL(path, site.url).toString();
}
