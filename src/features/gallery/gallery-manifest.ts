// Loads the gallery manifest (no HTTP cache: staff may swap photos at any time) and maps it to the page's view. The
// manifest is made from the gallery table (server/features/gallery); the server renderer reads the same photos from
// the table through tRPC (`gallery.list`) instead of asking itself over HTTP for the file, and so does another
// language's page in the browser (its tags named in its language, each photo's own tags beside them for the search).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toGalleryPhoto, type GalleryPhotoView } from '../../../shared/rules/gallery';
import type { PublicGalleryRead } from '../../../shared/schemas/gallery';
import { fetchWithTimeout } from '../../lib/fetch-with-timeout';
import { getQueryKey } from '@trpc/react-query';
import type { RouterContext, StaticFetch } from '../../lib/router-context';
import { trpc } from '../../lib/trpc';
import { DEFAULT_LANG, type Lang } from '../../../shared/config/languages';
import { langInput } from '../../i18n/lang-input';
import { useLang } from '../../i18n/use-t';
import { useTryAgain } from '../../lib/try-again';

export const GALLERY_MANIFEST_URL = `${import.meta.env.BASE_URL}images/gallery/manifest.json`;

/**
 * The manifest's photos, read once here through the manifest's schema and mapped to the page's view (alt text
 * and tags derived when missing). An HTTP error, a body that is not JSON (say, an HTML page served in its place)
 * or a body the schema refuses throws; the page shows its own message and the details go to the console.
 */
export async function fetchGalleryManifest(signal?: AbortSignal, fetchStatic: StaticFetch = fetchWithTimeout): Promise<GalleryPhotoView[]> {
  // The schema (and zod) load beside the request, not with the page: a server-rendered gallery has its photos.
  const schema = import('../../../shared/schemas/gallery');
  schema.catch(() => {}); // a failed load is reported where it is awaited, below
  const response = await fetchStatic(GALLERY_MANIFEST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    throw new Error(`The gallery manifest could not be loaded: the server answered HTTP ${response.status}.`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? 'unknown';
    throw new Error(`The gallery manifest is not valid JSON (content type: ${type}).`);
  }
  const { galleryManifest } = await schema;
  const manifest = galleryManifest.safeParse(body);
  if (!manifest.success) {
    const where = manifest.error.issues.slice(0, 3).map((issue) => issue.path.join('.') || 'the root').join(', ');
    throw new Error(`The gallery manifest is not in the expected shape (check: ${where}): every photo needs its "src".`);
  }
  return manifest.data.photos.map(toGalleryPhoto);
}

/** The gallery's visible photos as `gallery.list` answers them, in the page's view (a photo's own tags where they read otherwise). */
export function galleryView({ photos }: PublicGalleryRead): GalleryPhotoView[] {
  return photos.map(({ src, alt, tags, width, height, credit, caption, ownTags }) => ({
    ...toGalleryPhoto({ src, alt, tags, width, height, credit, caption }),
    ...(ownTags ? { ownTags } : {}),
  }));
}

type ReadGallery = (signal?: AbortSignal) => Promise<GalleryPhotoView[]>;

/**
 * The route loader's read through `gallery.list`: the server renderer's (in-process), and another language's page in
 * the browser. Its own tRPC cache entry is dropped once read, so the page carries the photos once (under the
 * manifest's key) in its data block.
 */
export function galleryListRead({ trpc: utils, queryClient }: Pick<RouterContext, 'trpc' | 'queryClient'>, lang: Lang = DEFAULT_LANG): ReadGallery {
  const input = langInput(lang);
  return async () => {
    try {
      return galleryView(await utils.gallery.list.fetch(input));
    } finally {
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.gallery.list, input, 'query') });
    }
  };
}

/**
 * The manifest query; the gallery route's loader warms it (through `read`, `gallery.list`). In the browser the default
 * language's page fetches the manifest, as the spec's error texts say; another language's page reads `gallery.list`.
 */
export function galleryManifestQuery(lang: Lang = DEFAULT_LANG, read?: ReadGallery) {
  const readPhotos: ReadGallery = read ?? ((signal) => fetchGalleryManifest(signal));
  return queryOptions({
    queryKey: lang === DEFAULT_LANG ? ['gallery', 'manifest'] : ['gallery', 'manifest', lang],
    queryFn: async ({ signal }) => {
      try {
        return await readPhotos(signal);
      } catch (error) {
        // An attempt the query cancelled (a new try, or the guest left the page) is not a failure to report.
        if (!signal.aborted) console.error('Could not load gallery manifest:', error);
        throw error;
      }
    },
  });
}

/** The manifest in the page's language, and its "Try again" (src/lib/try-again.ts). */
export function useGalleryManifest() {
  const lang = useLang();
  const { client } = trpc.useUtils();
  const input = langInput(lang);
  // Another language's page reads gallery.list again on "Try again" (the loader read it first).
  const read: ReadGallery | undefined = input ? async (signal) => galleryView(await client.gallery.list.query(input, { signal })) : undefined;
  const options = galleryManifestQuery(lang, read);
  const manifest = useQuery(options);
  return { manifest, tryAgain: useTryAgain(options.queryKey, manifest.fetchStatus) };
}
