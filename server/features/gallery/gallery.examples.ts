// Example gallery photos for the API documentation (the openapi test checks each against its schema).
import type { AdminGalleryPhotoDto, GalleryPhotoCreateInput, GalleryPhotoInput, GalleryTagDto, GalleryTagNamesInput, PublicGalleryDto } from '../../../shared/schemas/gallery';

export const exampleGalleryPhotoInput = {
  imageUrl: '/uploads/3f2a9c0d1e4b5a6c-1600.jpg',
  imageWebp: '/uploads/3f2a9c0d1e4b5a6c-1600.webp',
  width: 1600,
  height: 1067,
  alt: 'The new terrace at dusk, strings of lights over six tables',
  caption: 'Our terrace opens on 1 December.',
  tags: ['interior', 'terrace'],
  credit: 'Photo: Casa Olivera',
  visible: true,
  translations: { es: { alt: 'La nueva terraza al atardecer, con guirnaldas de luces sobre seis mesas', caption: 'Nuestra terraza abre el 1 de diciembre.' } },
} satisfies GalleryPhotoInput;

export const exampleAdminGalleryPhoto: AdminGalleryPhotoDto = {
  id: 26,
  imageUrl: exampleGalleryPhotoInput.imageUrl,
  imageWebp: exampleGalleryPhotoInput.imageWebp,
  width: 1600,
  height: 1067,
  alt: exampleGalleryPhotoInput.alt,
  caption: exampleGalleryPhotoInput.caption,
  tags: exampleGalleryPhotoInput.tags,
  credit: exampleGalleryPhotoInput.credit,
  visible: true,
  position: 26,
  translations: exampleGalleryPhotoInput.translations,
};

/** A new photo, put first (the default, said here for the reader). */
export const exampleGalleryPhotoCreateInput = { ...exampleGalleryPhotoInput, place: 'first' } satisfies GalleryPhotoCreateInput;

export const exampleNewGalleryPhoto: AdminGalleryPhotoDto = { ...exampleAdminGalleryPhoto, position: 1 };

export const examplePublicGallery: PublicGalleryDto = {
  tags: ['food', 'interior', 'paella', 'terrace'],
  photos: [
    {
      id: 1,
      src: '/images/gallery/food/paella-seafood.jpg',
      webp: '/images/gallery/food/paella-seafood.webp',
      width: 960,
      height: 672,
      alt: 'Seafood paella seen from above: saffron rice topped with mussels, strips of red and yellow pepper, green olives and parsley',
      caption: null,
      tags: ['food', 'paella'],
      credit: 'Photo: Wilfredor, CC0, via Wikimedia Commons',
    },
    {
      id: 26,
      src: exampleAdminGalleryPhoto.imageUrl,
      webp: exampleAdminGalleryPhoto.imageWebp,
      width: 1600,
      height: 1067,
      alt: exampleAdminGalleryPhoto.alt,
      caption: exampleAdminGalleryPhoto.caption,
      tags: exampleAdminGalleryPhoto.tags,
      credit: exampleAdminGalleryPhoto.credit,
    },
  ],
};

export const exampleGalleryTagNames = { translations: { es: 'postres' } } satisfies GalleryTagNamesInput;

export const exampleGalleryTag: GalleryTagDto = { tag: 'desserts', count: 4, translations: exampleGalleryTagNames.translations };
