import { describe, expect, it } from 'vitest';
import {
  altFromFileName,
  filterGallery,
  galleryImageKey,
  placeOfSameImage,
  galleryTagCounts,
  hasImageVariants,
  bandSrcSet,
  cardCropSrcSet,
  cardCropWidths,
  imageVariants,
  namedTags,
  needsCardCrop,
  tagsFromFolder,
  thumbWidths,
  toGalleryPhoto,
} from './gallery';

describe('altFromFileName', () => {
  it('turns the file name into words', () => {
    expect(altFromFileName('/images/gallery/food/paella-seafood.jpg')).toBe('Paella seafood');
    expect(altFromFileName('/images/gallery/tarta_de_santiago.webp?v=2')).toBe('Tarta de santiago');
    expect(altFromFileName('/images/gallery/food/jam%C3%B3n-ib%C3%A9rico.jpg')).toBe('Jamón ibérico');
    expect(altFromFileName('/images/gallery/')).toBe('Photo');
  });
});

describe('tagsFromFolder', () => {
  it('takes the folder right after /images/gallery/', () => {
    expect(tagsFromFolder('/images/gallery/food/paella.jpg')).toEqual(['food']);
    expect(tagsFromFolder('/images/gallery/Desserts/2024/flan.jpg')).toEqual(['desserts']);
    expect(tagsFromFolder('https://cdn.example/images/gallery/drinks/cava.jpg')).toEqual(['drinks']);
  });
  it('gives none for a photo outside a folder', () => {
    expect(tagsFromFolder('/images/gallery/paella.jpg')).toEqual([]);
    expect(tagsFromFolder('/images/other/paella.jpg')).toEqual([]);
  });
});

describe('toGalleryPhoto', () => {
  it('keeps given alt and tags, normalizing the tags', () => {
    const photo = toGalleryPhoto({ src: '/images/gallery/food/a.jpg', alt: ' Pulpo ', tags: ['Food', 'tapas', 'food'], width: 960, height: 640, credit: 'Photo: X', caption: ' The octopus of the house ' });
    expect(photo).toEqual({ src: '/images/gallery/food/a.jpg', alt: 'Pulpo', tags: ['food', 'tapas'], width: 960, height: 640, credit: 'Photo: X', caption: 'The octopus of the house' });
  });
  it('derives missing alt and tags', () => {
    const photo = toGalleryPhoto({ src: '/images/gallery/cheese/cheese-plate.jpg', alt: '', tags: [] });
    expect(photo).toEqual({ src: '/images/gallery/cheese/cheese-plate.jpg', alt: 'Cheese plate', tags: ['cheese'], width: null, height: null, credit: null, caption: null });
  });
});

describe('filterGallery and galleryTagCounts', () => {
  const photos = [
    toGalleryPhoto({ src: '/images/gallery/food/paella.jpg', alt: 'Seafood paella', tags: ['food', 'paella', 'seafood'] }),
    toGalleryPhoto({ src: '/images/gallery/drinks/cava.jpg', alt: 'Glass of cava', tags: ['drinks', 'wine'] }),
    toGalleryPhoto({ src: '/images/gallery/food/pulpo.jpg', alt: 'Pulpo a la gallega', tags: ['food', 'seafood'] }),
  ];
  const srcs = (list: { src: string }[]) => list.map((p) => p.src.split('/').pop());

  it('searches alt and tags, ignoring accents and case', () => {
    expect(srcs(filterGallery(photos, 'GALLEGA', []))).toEqual(['pulpo.jpg']);
    expect(srcs(filterGallery(photos, 'wine', []))).toEqual(['cava.jpg']);
    expect(srcs(filterGallery(photos, '', []))).toHaveLength(3);
  });

  it('keeps photos carrying any selected tag', () => {
    expect(srcs(filterGallery(photos, '', ['paella', 'wine']))).toEqual(['paella.jpg', 'cava.jpg']);
    expect(srcs(filterGallery(photos, 'pulpo', ['wine']))).toEqual([]);
  });

  it('counts every tag over the photos matching the search, in a stable order', () => {
    expect(galleryTagCounts(photos)).toEqual([
      { tag: 'food', count: 2 },
      { tag: 'seafood', count: 2 },
      { tag: 'drinks', count: 1 },
      { tag: 'paella', count: 1 },
      { tag: 'wine', count: 1 },
    ]);
    expect(galleryTagCounts(photos, 'cava')).toEqual([
      { tag: 'food', count: 0 },
      { tag: 'seafood', count: 0 },
      { tag: 'drinks', count: 1 },
      { tag: 'paella', count: 0 },
      { tag: 'wine', count: 1 },
    ]);
  });

  it('orders tags used as often by name, an accented letter with its plain one', () => {
    const tagged = (tags: string[]) => ({ src: `${tags.join('-')}.jpg`, alt: 'A photo', tags, width: null, height: null, credit: null, caption: null });
    const names = galleryTagCounts([tagged(['zumo', 'écija', 'drinks', 'food', 'Ávila'])]).map(({ tag }) => tag);
    expect(names).toEqual(['Ávila', 'drinks', 'écija', 'food', 'zumo']);
  });
});

describe('tags in another language', () => {
  const names = new Map([['desserts', 'postres'], ['wine', 'vino'], ['drinks', 'bebidas'], ['cava', 'vino']]);

  it('reads each tag by its name, the tag itself where it has none, each name once', () => {
    expect(namedTags(['desserts', 'interior'], names)).toEqual(['postres', 'interior']);
    expect(namedTags(['wine', 'cava', 'drinks'], names)).toEqual(['vino', 'bebidas']);
    expect(namedTags([], names)).toEqual([]);
  });

  it('a search finds a photo by its tag in either language, accents folded; the chips count the names', () => {
    const flan = { ...toGalleryPhoto({ src: '/images/gallery/desserts/flan.jpg', alt: 'Flan de la casa', tags: ['postres', 'café'] }), ownTags: ['desserts', 'coffee'] };
    const cava = { ...toGalleryPhoto({ src: '/images/gallery/drinks/cava.jpg', alt: 'Una copa de cava', tags: ['vino'] }), ownTags: ['wine'] };
    const photos = [flan, cava];
    const srcs = (list: { src: string }[]) => list.map((p) => p.src.split('/').pop());
    expect(srcs(filterGallery(photos, 'postres', []))).toEqual(['flan.jpg']);
    expect(srcs(filterGallery(photos, 'Desserts', []))).toEqual(['flan.jpg']);
    expect(srcs(filterGallery(photos, 'cafe', []))).toEqual(['flan.jpg']);
    expect(srcs(filterGallery(photos, 'wine', ['vino']))).toEqual(['cava.jpg']);
    expect(galleryTagCounts(photos, 'desserts')).toEqual([
      { tag: 'café', count: 1 },
      { tag: 'postres', count: 1 },
      { tag: 'vino', count: 0 },
    ]);
  });
});

describe('imageVariants', () => {
  it('lists the 200 to 800 WebP files with their real widths', () => {
    expect(imageVariants('/images/gallery/food/paella.jpg', 1600)).toEqual({
      jpg800: '/images/gallery/food/paella-800.jpg',
      thumbSrcSet:
        '/images/gallery/food/paella-200.webp 200w, /images/gallery/food/paella-400.webp 400w, /images/gallery/food/paella-640.webp 640w, '
        + '/images/gallery/food/paella-800.webp 800w',
      fullSrcSet:
        '/images/gallery/food/paella-200.webp 200w, /images/gallery/food/paella-400.webp 400w, /images/gallery/food/paella-640.webp 640w, '
        + '/images/gallery/food/paella-800.webp 800w, /images/gallery/food/paella.webp 1600w',
    });
  });
  it('uses the native width for narrow photos, and skips a step nearly as wide as the photo', () => {
    const variants = imageVariants('/images/gallery/drinks/sangria.jpg', 602);
    expect(variants.thumbSrcSet).toBe(
      '/images/gallery/drinks/sangria-200.webp 200w, /images/gallery/drinks/sangria-400.webp 400w, /images/gallery/drinks/sangria-800.webp 602w',
    );
    expect(variants.fullSrcSet).toBe(variants.thumbSrcSet);
  });
  it('assumes the nominal widths when the width is unknown', () => {
    expect(imageVariants('/images/gallery/x/a.jpg').thumbSrcSet).toBe(
      '/images/gallery/x/a-200.webp 200w, /images/gallery/x/a-400.webp 400w, /images/gallery/x/a-640.webp 640w, /images/gallery/x/a-800.webp 800w',
    );
  });
  it('makes a step only for photos comfortably wider than it', () => {
    expect(thumbWidths(1600)).toEqual([200, 400, 640, 800]);
    expect(thumbWidths(690)).toEqual([200, 400, 800]);
    expect(thumbWidths(400)).toEqual([200, 800]);
    expect(thumbWidths(220)).toEqual([800]);
  });
  it('gives a page band its own phone file, then the full-size one; none for a photo narrower than that file', () => {
    expect(bandSrcSet('/images/gallery/food/paella.jpg', 1600)).toBe('/images/gallery/food/paella-band-800.webp 800w, /images/gallery/food/paella.webp 1600w');
    expect(bandSrcSet('/images/gallery/interior/pendant-lamps.jpg', 690)).toBeNull();
    expect(bandSrcSet('/images/gallery/x/a.jpg', null)).toBeNull();
  });
  it('crops a photo taller than a featured card to the card, at 400 and 640 px or its own narrower width', () => {
    expect(cardCropSrcSet('/images/gallery/food/tortilla.jpg', 864, 1152)).toBe('/images/gallery/food/tortilla-card-400.webp 400w, /images/gallery/food/tortilla-card-640.webp 640w');
    expect(cardCropSrcSet('/images/gallery/drinks/paloma.jpg', 600, 800)).toBe('/images/gallery/drinks/paloma-card-400.webp 400w, /images/gallery/drinks/paloma-card-640.webp 600w');
    expect(cardCropSrcSet('/images/gallery/x/small.jpg', 300, 400)).toBe('/images/gallery/x/small-card-400.webp 300w');
    expect(cardCropWidths(864)).toEqual([400, 640]);
  });
  it('leaves a photo about as wide as the card, or wider, as it is', () => {
    expect(needsCardCrop(1600, 1067)).toBe(false); // 3:2
    expect(needsCardCrop(1600, 1100)).toBe(false); // within a tenth of 16:10
    expect(needsCardCrop(1279, 892)).toBe(true); // 1.43: the box cuts 11 % of it away
    expect(needsCardCrop(null, null)).toBe(false);
    expect(cardCropSrcSet('/images/gallery/food/paella.jpg', 1600, 1067)).toBeNull();
  });
  it('knows which photos have variants', () => {
    expect(hasImageVariants('/images/gallery/food/paella.jpg')).toBe(true);
    expect(hasImageVariants('/images/menu/chorizo.jpg')).toBe(false);
    expect(hasImageVariants('https://cdn.example/x.jpg')).toBe(false);
  });
});

describe('the same image twice', () => {
  it('knows an upload by its content key, whichever variant the address names', () => {
    expect(galleryImageKey('/uploads/3f2a9c0d1e4b5a6c-1600.jpg')).toBe(galleryImageKey('/uploads/3f2a9c0d1e4b5a6c-800.webp'));
    expect(galleryImageKey('/uploads/3f2a9c0d1e4b5a6c-1600.jpg')).not.toBe(galleryImageKey('/uploads/3f2a9c0d1e4b5a6d-1600.jpg'));
    expect(galleryImageKey('/images/gallery/food/paella.jpg')).toBe('/images/gallery/food/paella.jpg');
  });

  it('gives the place of the first photo with the same image, or null', () => {
    const photos = [{ imageUrl: '/images/gallery/food/paella.jpg' }, { imageUrl: '/uploads/aaaaaaaaaaaaaaaa-1600.jpg' }, { imageUrl: '/uploads/bbbbbbbbbbbbbbbb-900.jpg' }];
    expect(placeOfSameImage(photos, '/uploads/bbbbbbbbbbbbbbbb-900.jpg')).toBe(3);
    expect(placeOfSameImage(photos, '/uploads/aaaaaaaaaaaaaaaa-800.jpg')).toBe(2);
    expect(placeOfSameImage(photos, '/images/gallery/food/paella.jpg')).toBe(1);
    expect(placeOfSameImage(photos, '/uploads/cccccccccccccccc-1600.jpg')).toBeNull();
    expect(placeOfSameImage([], '/uploads/aaaaaaaaaaaaaaaa-1600.jpg')).toBeNull();
  });
});
