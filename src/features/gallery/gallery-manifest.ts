// Loads the gallery manifest (no HTTP cache: staff may swap photos at any time) and maps it to the page's view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toGalleryPhoto, type GalleryPhotoView } from '../../../shared/rules/gallery';
import { fetchWithTimeout } from '../../lib/fetch-with-timeout';
import type { StaticFetch } from '../../lib/router-context';

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
    throw new Error(`No se pudo cargar el manifiesto de la galería: el servidor respondió HTTP ${response.status}.`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? 'desconocido';
    throw new Error(`El manifiesto de la galería no es JSON válido (tipo de contenido: ${type}).`);
  }
  const { galleryManifest } = await schema;
  const manifest = galleryManifest.safeParse(body);
  if (!manifest.success) {
    const where = manifest.error.issues.slice(0, 3).map((issue) => issue.path.join('.') || 'la raíz').join(', ');
    throw new Error(`El manifiesto de la galería no tiene el formato esperado (revise: ${where}): cada foto necesita su "src".`);
  }
  return manifest.data.photos.map(toGalleryPhoto);
}

/** The manifest query; the gallery route's loader warms it (on the server, from the built files). */
export function galleryManifestQuery(fetchStatic: StaticFetch = fetchWithTimeout) {
  return queryOptions({
    queryKey: ['gallery', 'manifest'],
    queryFn: async ({ signal }) => {
      try {
        return await fetchGalleryManifest(signal, fetchStatic);
      } catch (error) {
        console.error('Could not load gallery manifest:', error);
        throw error;
      }
    },
  });
}

export function useGalleryManifest() {
  return useQuery(galleryManifestQuery());
}
