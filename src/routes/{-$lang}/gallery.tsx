import { createFileRoute } from '@tanstack/react-router';
import { galleryManifestQuery, serverGalleryRead } from '../../features/gallery/gallery-manifest';
import { GalleryPage } from '../../features/gallery/gallery-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { pageSeo } from '../../features/seo/page-seo';
import { routeLang } from '../../i18n/lang-input';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/{-$lang}/gallery')({
  head: ({ params }) => ({
    meta: pageSeo({ title: 'gallery.title', description: 'gallery.description' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.gallery)],
  }),
  // The server renderer reads the table in-process; the browser fetches the manifest made from it.
  loader: ({ context, params }) => {
    const lang = routeLang(params.lang);
    return warmCache(context.queryClient.prefetchQuery(galleryManifestQuery(lang, import.meta.env.SSR ? serverGalleryRead(context, lang) : undefined)));
  },
  component: GalleryPage,
});
