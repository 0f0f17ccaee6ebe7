import { createFileRoute } from '@tanstack/react-router';
import { galleryListRead, galleryManifestQuery } from '../../features/gallery/gallery-manifest';
import { GalleryPage } from '../../features/gallery/gallery-page';
import { pageBandPreload } from '../../components/ui/page-band-image';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { pageSeo } from '../../features/seo/page-seo';
import { routeLang } from '../../i18n/lang-input';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { warmCache } from '../../lib/warm-cache';

export const Route = createFileRoute('/{-$lang}/gallery')({
  head: ({ params }) => ({
    meta: pageSeo({ title: 'gallery.title', description: 'gallery.description' }, params.lang),
    links: [pageBandPreload(PAGE_BAND_PHOTOS.gallery)],
  }),
  // The server renderer reads the table in-process; the browser fetches the manifest made from it (the default
  // language's), or another language's gallery.list (its tags named in it).
  loader: ({ context, params }) => {
    const lang = routeLang(params.lang);
    const read = import.meta.env.SSR || lang !== DEFAULT_LANG ? galleryListRead(context, lang) : undefined;
    return warmCache(context.queryClient.prefetchQuery(galleryManifestQuery(lang, read)));
  },
  component: GalleryPage,
});
