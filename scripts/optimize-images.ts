// Builds the site's web photos (resized JPEG/WebP variants), gallery manifest, placeholder, OG image and credits from the reference photos.
//
// Usage: npx tsx scripts/optimize-images.ts [source-folder]
//   source-folder defaults to ../shared/photos relative to the repo root.
//
// Output (all under public/images/):
//   gallery/<folder>/<name>.jpg        ≤1600 px wide, mozjpeg q72, progressive, no metadata
//   gallery/<folder>/<name>.webp       same size as the .jpg, q70
//   gallery/<folder>/<name>-800.jpg    800 px wide (or native if narrower)
//   gallery/<folder>/<name>-800.webp   800 px wide (or native if narrower)
//   gallery/<folder>/<name>-band-800.webp  a page band's phone file: softened (blur σ 1.2) and lighter (q55)
//   gallery/<folder>/<name>-card-400|640.webp  a tall photo cropped to a featured card's 16:10 box (phones)
//   gallery/<folder>/<name>-200|400|640.webp   smaller steps (thumbWidths: only below the photo's own width)
//   gallery/manifest.json              gallery data for the front end
//   placeholder.jpg                    800x600 warm gradient placeholder
//   og-default.jpg                     1200x630 social-share image
//   CREDITS.md                         licences and credits of every file above

import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import {
  GALLERY_ORDER,
  LICENCE_URLS,
  PHOTO_CATALOG,
  PHOTO_FOLDERS,
  photoSrc,
  requiresAttribution,
} from './photo-catalog.js';
import { BAND_WIDTH, CARD_ASPECT, CARD_CROP_WIDTHS, bandSrcSet, cardCropWidths, needsCardCrop, thumbWidths } from '../shared/rules/gallery';
import { PAGE_BAND_PHOTOS } from '../src/components/ui/page-band-photos';
import type { CatalogPhoto, PhotoTag } from './photo-catalog.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = process.argv[2]
  ? path.resolve(process.cwd(), process.argv[2])
  : path.resolve(REPO_ROOT, '../shared/photos');
const IMAGES_DIR = path.join(REPO_ROOT, 'public', 'images');
const GALLERY_DIR = path.join(IMAGES_DIR, 'gallery');

const MAX_WIDTH = 1600;
const MEDIUM_WIDTH = 800;
const JPEG_QUALITY = 72;
const WEBP_QUALITY = 70;
/** Soft budget for the 800 px WebP (the size most visitors download); quality steps down to stay under it. */
const MEDIUM_WEBP_BUDGET = 45 * 1024;
const MEDIUM_WEBP_MIN_QUALITY = 50;
/**
 * A page band sits under a dark scrim and the page's title, and is its largest paint: softened a little, it
 * weighs about half (paella 57 → 30 KB) and the title reads better on it. A busy photo is softened further until it
 * fits the budget (the paella 30 → 18 KB: 75 ms of the menu's LCP on PageSpeed's slow 4G, docs/performance.md ledger).
 */
const BAND_BLUR_SIGMA = 1.2;
const BAND_WEBP_QUALITY = 55;
const BAND_WEBP_BUDGET = 20 * 1024;
const BAND_MAX_BLUR_SIGMA = 2.8;
const BAND_MIN_QUALITY = 45;
const BAND_SOURCES = new Set<string>(Object.values(PAGE_BAND_PHOTOS));

/** Photo the social-share image is cropped from (native 1600 px wide, so no upscaling). */
const OG_SOURCE_NAME = 'tavern-window';

const jpeg = (img: Sharp, quality = JPEG_QUALITY): Sharp =>
  img.jpeg({ quality, mozjpeg: true, progressive: true });
const webp = (img: Sharp, quality = WEBP_QUALITY): Sharp => img.webp({ quality, effort: 6 });

/** A page band's phone file: softened and lighter, more so for a busy photo, until it fits BAND_WEBP_BUDGET. */
async function bandWebp(input: Buffer): Promise<Sharp> {
  const band = (sigma: number, quality: number) => webp(resized(input, BAND_WIDTH).blur(sigma), quality);
  let [sigma, quality] = [BAND_BLUR_SIGMA, BAND_WEBP_QUALITY];
  while ((await band(sigma, quality).toBuffer()).length > BAND_WEBP_BUDGET && sigma < BAND_MAX_BLUR_SIGMA) {
    sigma = Math.min(BAND_MAX_BLUR_SIGMA, sigma + 0.4);
    quality = Math.max(BAND_MIN_QUALITY, quality - 5);
  }
  return band(sigma, quality);
}

/** Decoded, auto-oriented source, resized to `width` (never enlarged). Metadata is dropped because we never call withMetadata(). */
function resized(input: Buffer, width: number): Sharp {
  return sharp(input).rotate().resize({ width, withoutEnlargement: true });
}

interface Written {
  file: string;
  bytes: number;
  width: number;
  height: number;
}

async function write(img: Sharp, file: string): Promise<Written> {
  const info: OutputInfo = await img.toFile(file);
  return { file, bytes: info.size, width: info.width, height: info.height };
}

interface PhotoResult {
  photo: CatalogPhoto;
  main: Written;
  outputs: Written[];
}

async function processPhoto(photo: CatalogPhoto): Promise<PhotoResult> {
  const input = await readFile(path.join(SOURCE_DIR, photo.source));
  const dir = path.join(GALLERY_DIR, photo.folder);
  const base = path.join(dir, photo.name);

  const [main, mainWebp, mediumJpg] = await Promise.all([
    write(jpeg(resized(input, MAX_WIDTH)), `${base}.jpg`),
    write(webp(resized(input, MAX_WIDTH)), `${base}.webp`),
    write(jpeg(resized(input, MEDIUM_WIDTH)), `${base}-${MEDIUM_WIDTH}.jpg`),
  ]);
  // The smaller steps of the srcset (the 800 one is made below, within its budget).
  const smallWidths = thumbWidths(main.width).filter((width) => width !== MEDIUM_WIDTH);
  const smallWebps = await Promise.all(smallWidths.map((width) => write(webp(resized(input, width)), `${base}-${width}.webp`)));

  // 800 px WebP: start at the normal quality, step down (to a floor) while over budget.
  let quality = WEBP_QUALITY;
  let mediumWebp = await webp(resized(input, MEDIUM_WIDTH), quality).toBuffer({ resolveWithObject: true });
  while (mediumWebp.info.size > MEDIUM_WEBP_BUDGET && quality > MEDIUM_WEBP_MIN_QUALITY) {
    quality -= 5;
    mediumWebp = await webp(resized(input, MEDIUM_WIDTH), quality).toBuffer({ resolveWithObject: true });
  }
  const mediumWebpFile = `${base}-${MEDIUM_WIDTH}.webp`;
  await writeFile(mediumWebpFile, mediumWebp.data);
  const mediumWebpOut: Written = {
    file: mediumWebpFile,
    bytes: mediumWebp.info.size,
    width: mediumWebp.info.width,
    height: mediumWebp.info.height,
  };
  if (quality !== WEBP_QUALITY) {
    console.log(`  ${photo.folder}/${photo.name}-${MEDIUM_WIDTH}.webp: quality lowered to ${quality} to fit the budget`);
  }

  const outputs = [main, mainWebp, mediumJpg, mediumWebpOut, ...smallWebps];
  if (BAND_SOURCES.has(photoSrc(photo)) && bandSrcSet(photoSrc(photo), main.width)) {
    outputs.push(await write(await bandWebp(input), `${base}-band-${BAND_WIDTH}.webp`));
  }
  if (needsCardCrop(main.width, main.height)) {
    const widths = cardCropWidths(main.width);
    for (const [index, size] of CARD_CROP_WIDTHS.entries()) {
      const width = widths[index];
      if (width === undefined) continue;
      const crop = sharp(input).rotate().resize({ width, height: Math.round(width / CARD_ASPECT), fit: 'cover', position: 'centre' });
      outputs.push(await write(webp(crop), `${base}-card-${size}.webp`));
    }
  }
  return { photo, main, outputs };
}

/** Remove files in the gallery folders that this run did not produce (e.g. after a rename in the catalog). */
async function pruneStale(expected: Set<string>): Promise<void> {
  for (const folder of PHOTO_FOLDERS) {
    const dir = path.join(GALLERY_DIR, folder);
    for (const entry of await readdir(dir)) {
      const file = path.join(dir, entry);
      if (/\.(jpe?g|webp|png|avif)$/i.test(entry) && !expected.has(file)) {
        await rm(file);
        console.log(`  removed stale ${path.relative(REPO_ROOT, file)}`);
      }
    }
  }
}

interface ManifestPhoto {
  src: string;
  alt: string;
  tags: PhotoTag[];
  width: number;
  height: number;
  credit: string;
}

async function writeManifest(results: Map<string, PhotoResult>): Promise<void> {
  const photos: ManifestPhoto[] = GALLERY_ORDER.map((name) => {
    const result = results.get(name);
    if (!result) throw new Error(`GALLERY_ORDER names unknown photo "${name}"`);
    const { photo, main } = result;
    return {
      src: photoSrc(photo),
      alt: photo.alt,
      tags: [...photo.tags],
      width: main.width,
      height: main.height,
      credit: photo.credit,
    };
  });
  await writeFile(path.join(GALLERY_DIR, 'manifest.json'), `${JSON.stringify({ photos }, null, 2)}\n`);
}

async function writePlaceholder(): Promise<Written> {
  // Warm terracotta → deep wine diagonal gradient with a soft glow, like candlelight on a tavern wall.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#84392a"/>
      <stop offset="0.55" stop-color="#5e2328"/>
      <stop offset="1" stop-color="#33101d"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.28" r="0.75">
      <stop offset="0" stop-color="#d9874f" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#d9874f" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#1a0710" stop-opacity="0"/>
      <stop offset="1" stop-color="#1a0710" stop-opacity="0.5"/>
    </radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#base)"/>
  <rect width="800" height="600" fill="url(#glow)"/>
  <rect width="800" height="600" fill="url(#vignette)"/>
</svg>`;
  return write(
    sharp(Buffer.from(svg)).flatten({ background: '#3a1220' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
    path.join(IMAGES_DIR, 'placeholder.jpg'),
  );
}

async function writeOgImage(): Promise<Written> {
  const photo = PHOTO_CATALOG.find((p) => p.name === OG_SOURCE_NAME);
  if (!photo) throw new Error(`OG source "${OG_SOURCE_NAME}" is not in the catalog`);
  return write(
    sharp(path.join(SOURCE_DIR, photo.source))
      .rotate()
      .resize(1200, 630, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 78, mozjpeg: true, progressive: true }),
    path.join(IMAGES_DIR, 'og-default.jpg'),
  );
}

const LICENCE_LABEL: Readonly<Record<CatalogPhoto['licence'], string>> = {
  'Public domain': 'Public domain (Unlicense + waiver)',
  'CC0 1.0': 'CC0 1.0',
  'CC BY 2.0': 'CC BY 2.0',
  'CC BY 3.0': 'CC BY 3.0',
  'CC BY 4.0': 'CC BY 4.0',
  'Unsplash License': 'Unsplash License',
  'Pexels License': 'Pexels License',
};

function md(text: string): string {
  return text.replace(/\|/g, '\\|');
}

async function writeCredits(): Promise<void> {
  const byName = new Map(PHOTO_CATALOG.map((p) => [p.name, p]));
  const ogPhoto = byName.get(OG_SOURCE_NAME);
  if (!ogPhoto) throw new Error(`OG source "${OG_SOURCE_NAME}" is not in the catalog`);

  const rows = PHOTO_CATALOG.map((p) => {
    const licence = `[${LICENCE_LABEL[p.licence]}](${LICENCE_URLS[p.licence]})`;
    const changes = p.crop ? `resized/re-encoded; ${md(p.crop)}` : 'resized/re-encoded';
    return `| \`${photoSrc(p)}\` | ${md(p.shows)} | ${md(p.author)} | ${licence} | <${p.sourceUrl}> | ${changes} | ${md(p.credit)} | ${md(p.note ?? '')} |`;
  });

  const text = `# Image credits

Generated by \`scripts/optimize-images.ts\` from \`scripts/photo-catalog.ts\`; edit the catalog, not this file.

All photographs are real photos (none is AI-generated). Every file below was **resized/re-encoded**:
the originals were converted to JPEG (at most 1600 px wide) and then re-encoded by the script
into JPEG and WebP sizes. Two interior shots were also cropped (see "changes" in the table).

## Licences

- **Public domain**: the Unlicense (<https://unlicense.org/>) plus the source repository's own waiver.
- **CC0 1.0**: <https://creativecommons.org/publicdomain/zero/1.0/>
- **CC BY 2.0 / 3.0 / 4.0**: <https://creativecommons.org/licenses/by/2.0/>,
  <https://creativecommons.org/licenses/by/3.0/>, <https://creativecommons.org/licenses/by/4.0/>.
  Credit is required: author, title or source link, licence, and the note "resized/re-encoded".
- **Unsplash License**: <https://unsplash.com/license>. Free to use; credit is appreciated.
- **Pexels License**: <https://www.pexels.com/license/>. Free to use; credit is appreciated.

**Any page that displays a CC BY photo must show its credit line** next to it, for example
"Photo: Javier Lastras, CC BY 2.0, via Wikimedia Commons". The credit line of every photo is in the
table below and in \`gallery/manifest.json\` (\`credit\`). The pages write it in their own language from
that form (on the Spanish pages "Foto: Javier Lastras, CC BY 2.0, vía Wikimedia Commons"; \`shared/rules/photo-credit.ts\`).

## Variants

Each photo \`/images/gallery/<folder>/<name>.jpg\` also exists as \`<name>.webp\` (same size),
\`<name>-800.jpg\`, \`<name>-800.webp\` and, below the photo's own width, \`<name>-200.webp\`, \`<name>-400.webp\`
and \`<name>-640.webp\`; they share the credit of the main file.

## Photos

| file | shows | author | licence | source | changes | credit line | notes |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Other images

| file | what it is | credit |
|---|---|---|
| \`/images/og-default.jpg\` | 1200x630 social-share crop of \`${photoSrc(ogPhoto)}\` | ${md(ogPhoto.credit)} (resized/re-encoded, cropped) |
| \`/images/placeholder.jpg\` | 800x600 warm gradient, drawn by the script | none needed (made for this site) |

## Provenance

The reference photos came from public GitHub repositories that ship the image files together with a
statement of their licence:

| repository | commit | where the licence is stated |
|---|---|---|
| ronaldl29/public-domain-recipes | 61b488ee25afd3abacc7aec408752f3987a9f8b3 | \`LICENSE.md\` (the Unlicense) and README "License" (content in the public domain); author from the recipe's \`content/*.md\` |
| EDL-Yhnguyen/di-t-ticien | 3f3a009f7aa820771fbef1a6b19c2e0937d19047 | \`src/lib/recettes/photos.ts\` (author, licence, Commons source) |
| sextonjerome-cmyk/food-app | ae5a456d18c9a6f20fb77a23e6ef427cbc1e1fd4 | \`CREDITS.md\` (photographer, licence, Commons source) |
| riesinger/nononsensecooking | 05c077976394ee0a165bbcbd39933a13f33f7268 | README "License" (recipes and images CC BY 4.0), \`LICENSE-recipes\` |
| rpiammocan/virtual-bartender | 731ea5f7a78af778c552db91e97e467f232b46b7 | \`backend/app/recipe_photo_metadata_*.json\` (only images marked not AI-generated were used) |
| WorriorBeast/restaurant-page | baae0bdd0adaaaf83fbb5eb9c84176c6d7f6ca9e | README (photographer and source URL per file) |
| johann219/restaurant | 506507e3b33f8e4ef6a0f4074e25d93bbea6b498 | README "Photos Creds" (Unsplash credits, without file names) |
| Catevika/restaurantea | ed63db2ad90a74e272807223a31f8e24dacb49cc | \`licences.md\` (credits by page section) |
`;
  await writeFile(path.join(IMAGES_DIR, 'CREDITS.md'), text);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(full) : (await stat(full)).size;
  }
  return total;
}

async function main(): Promise<void> {
  if (!existsSync(SOURCE_DIR)) throw new Error(`Source folder not found: ${SOURCE_DIR}`);
  const missing = PHOTO_CATALOG.filter((p) => !existsSync(path.join(SOURCE_DIR, p.source)));
  if (missing.length > 0) {
    throw new Error(`Missing source photos in ${SOURCE_DIR}: ${missing.map((p) => p.source).join(', ')}`);
  }
  const ccByWithoutCredit = PHOTO_CATALOG.filter((p) => requiresAttribution(p.licence) && !p.credit.includes('CC BY'));
  if (ccByWithoutCredit.length > 0) {
    throw new Error(`CC BY photos need "CC BY" in their credit: ${ccByWithoutCredit.map((p) => p.name).join(', ')}`);
  }

  console.log(`Source: ${SOURCE_DIR}`);
  console.log(`Output: ${path.relative(REPO_ROOT, IMAGES_DIR)}`);
  for (const folder of PHOTO_FOLDERS) await mkdir(path.join(GALLERY_DIR, folder), { recursive: true });

  const results = new Map<string, PhotoResult>();
  const expected = new Set<string>();
  // Sequential per photo (sharp already uses several threads per image).
  for (const photo of PHOTO_CATALOG) {
    const result = await processPhoto(photo);
    results.set(photo.name, result);
    for (const out of result.outputs) expected.add(out.file);
    const sizes = result.outputs.map((o) => `${path.basename(o.file).slice(photo.name.length) || '.jpg'} ${kb(o.bytes)}`);
    console.log(`${`${photo.folder}/${photo.name}`.padEnd(30)} ${result.main.width}x${result.main.height}  ${sizes.join(', ')}`);
  }
  await pruneStale(expected);

  await writeManifest(results);
  const placeholder = await writePlaceholder();
  const og = await writeOgImage();
  await writeCredits();

  console.log(`placeholder.jpg ${placeholder.width}x${placeholder.height} ${kb(placeholder.bytes)}`);
  console.log(`og-default.jpg  ${og.width}x${og.height} ${kb(og.bytes)}`);
  console.log(`manifest.json   ${GALLERY_ORDER.length} photos`);
  console.log(`public/images total: ${kb(await dirSize(IMAGES_DIR))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
