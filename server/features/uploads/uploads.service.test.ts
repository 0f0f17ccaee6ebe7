import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_ONE_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
} from '../../../shared/schemas/uploads';
import type { Ctx } from '../../context';
import { createTestDb, testSettings } from '../../testing/test-db';
import { StoredFile } from './stored-file.entity';
import { createUpload } from './uploads.service';

let uploadsDir: string;
// The folder store (testSettings' default) never touches the database: a missing `em` would fail loudly if it did.
const ctx = () => ({ settings: { ...testSettings(), uploadsDir }, em: undefined as unknown as Ctx['em'] });

beforeEach(() => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'olivera-uploads-'));
});
afterEach(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A noisy photo (so it is a real-sized image file), made with sharp itself (noise wins over the background). */
function photo(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
}

function form(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** Every file under the uploads folder, relative, sorted (temp files included: none may be left). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(uploadsDir.length + 1))
    .sort();
}

const variantFile = (url: string) => join(uploadsDir, 'variants', url.replace('/uploads/', ''));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('createUpload', () => {
  it('keeps a large JPEG and makes WebP and JPEG variants 400, 800 and 1600 px wide', async () => {
    const bytes = await photo(3000, 2000).jpeg().toBuffer();
    const hash = sha256(bytes);
    const key = hash.slice(0, 16);

    const result = await createUpload(ctx(), form(bytes));

    expect(result).toEqual({ imageUrl: `/uploads/${key}-1600.jpg`, imageWebp: `/uploads/${key}-1600.webp`, width: 1600, height: 1067 });
    expect(await storedFiles()).toEqual([
      `originals/${hash}.jpg`,
      ...[400, 800, 1600].flatMap((width) => [`variants/${key}-${width}.jpg`, `variants/${key}-${width}.webp`]).sort(),
    ]);
    expect(Buffer.compare(await readFile(join(uploadsDir, 'originals', `${hash}.jpg`)), bytes)).toBe(0);
    for (const width of [400, 800, 1600]) {
      for (const format of ['jpeg', 'webp'] as const) {
        const file = join(uploadsDir, 'variants', `${key}-${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`);
        const metadata = await sharp(file).metadata();
        expect({ format: metadata.format, width: metadata.width }).toEqual({ format, width });
        expect(metadata.height).toBe(Math.round((2000 * width) / 3000));
      }
    }
  }, 30_000); // Six resizes of a 6-megapixel photo are CPU-bound: a busy 2-core machine has taken over the default 5 s.

  it('never upscales: a 900 px PNG gets 400, 800 and its own 900', async () => {
    const bytes = await photo(900, 600, 4).png().toBuffer();
    const key = sha256(bytes).slice(0, 16);

    const result = await createUpload(ctx(), form(bytes, 'dish.png', 'image/png'));

    expect(result).toEqual({ imageUrl: `/uploads/${key}-900.jpg`, imageWebp: `/uploads/${key}-900.webp`, width: 900, height: 600 });
    expect((await storedFiles()).filter((file) => file.startsWith('variants/'))).toEqual(
      [400, 800, 900].flatMap((width) => [`variants/${key}-${width}.jpg`, `variants/${key}-${width}.webp`]).sort(),
    );
    expect(await storedFiles()).toContain(`originals/${sha256(bytes)}.png`);
    // The JPEG variant of a photo with transparency is flattened (JPEG has no alpha); the WebP keeps it.
    expect((await sharp(variantFile(result.imageUrl)).metadata()).channels).toBe(3);
    expect((await sharp(variantFile(result.imageWebp)).metadata()).hasAlpha).toBe(true);
  });

  it('makes a single variant at its own width for a 300 px WebP', async () => {
    const bytes = await photo(300, 200).webp().toBuffer();
    const key = sha256(bytes).slice(0, 16);

    const result = await createUpload(ctx(), form(bytes, 'drink.webp', 'image/webp'));

    expect(result).toEqual({ imageUrl: `/uploads/${key}-300.jpg`, imageWebp: `/uploads/${key}-300.webp`, width: 300, height: 200 });
    expect(await storedFiles()).toEqual([`originals/${sha256(bytes)}.webp`, `variants/${key}-300.jpg`, `variants/${key}-300.webp`]);
  });

  it('turns a photo upright by its EXIF orientation, then strips EXIF and GPS from every variant', async () => {
    // Stored sideways (600×300) with "rotate 90°" in EXIF: upright it is 300×600.
    const bytes = await photo(600, 300)
      .jpeg()
      .withExif({ IFD0: { Make: 'LeakyCam', Copyright: 'Secret Owner' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // The test image really carries what must not survive.
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    expect(bytes.includes('LeakyCam')).toBe(true);
    expect(bytes.includes('WGS-84')).toBe(true);

    const result = await createUpload(ctx(), form(bytes));

    expect(result).toMatchObject({ width: 300, height: 600 });
    const variants = (await storedFiles()).filter((file) => file.startsWith('variants/'));
    expect(variants).toHaveLength(2);
    for (const file of variants) {
      const stored = await readFile(join(uploadsDir, file));
      const metadata = await sharp(stored).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 300, height: 600 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const secret of ['LeakyCam', 'Secret Owner', 'WGS-84', 'Exif']) expect(stored.includes(secret), `${file} has ${secret}`).toBe(false);
    }
  });

  it('gives the same photo uploaded twice the same names and writes nothing new', async () => {
    const bytes = await photo(1000, 800).jpeg().toBuffer();
    const first = await createUpload(ctx(), form(bytes, 'a.jpg'));
    const files = await storedFiles();
    const written = await Promise.all(files.map(async (file) => (await stat(join(uploadsDir, file))).mtimeMs));

    const second = await createUpload(ctx(), form(bytes, 'another-name.jpeg', 'application/octet-stream'));

    expect(second).toEqual(first);
    expect(await storedFiles()).toEqual(files);
    expect(await Promise.all(files.map(async (file) => (await stat(join(uploadsDir, file))).mtimeMs))).toEqual(written);
  });

  it('judges by content, not by name or declared type: a PNG sent as "photo.jpg" is kept as a PNG', async () => {
    const bytes = await photo(500, 400).png().toBuffer();
    await createUpload(ctx(), form(bytes, 'photo.jpg', 'image/jpeg'));
    expect(await storedFiles()).toContain(`originals/${sha256(bytes)}.png`);
  });
});

describe('createUpload refusals (nothing stored)', () => {
  const refusals: Array<[string, () => Promise<FormData>, { code: string; message: string }]> = [
    ['a GIF', async () => form(await photo(50, 50).gif().toBuffer(), 'anim.gif', 'image/gif'), { code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_WRONG_TYPE_MESSAGE }],
    ['a text file named photo.jpg', async () => form(new TextEncoder().encode('just some text, honestly\n'), 'photo.jpg', 'image/jpeg'), { code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_WRONG_TYPE_MESSAGE }],
    [
      'a PNG signature in front of a JPEG',
      async () => form(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await photo(50, 50).jpeg().toBuffer()]), 'x.png', 'image/png'),
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_DAMAGED_MESSAGE },
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await photo(800, 600).jpeg().toBuffer();
        return form(whole.subarray(0, Math.floor(whole.length / 2)));
      },
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_DAMAGED_MESSAGE },
    ],
    ['a JPEG header followed by junk', async () => form(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])), { code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_DAMAGED_MESSAGE }],
    ['a file over 8 MB', async () => form(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0xff)), { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_TOO_LARGE_MESSAGE }],
    [
      'a decompression bomb (a small PNG of 42 megapixels)',
      async () => form(await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer(), 'bomb.png', 'image/png'),
      { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_TOO_MANY_PIXELS_MESSAGE },
    ],
    ['no file field', async () => new FormData(), { code: 'VALIDATION_FAILED', message: UPLOAD_MISSING_MESSAGE }],
    [
      'a text value in the file field',
      async () => {
        const data = new FormData();
        data.append('file', 'photo.jpg');
        return data;
      },
      { code: 'VALIDATION_FAILED', message: UPLOAD_MISSING_MESSAGE },
    ],
    ['an empty file', async () => form(new Uint8Array(0)), { code: 'VALIDATION_FAILED', message: UPLOAD_EMPTY_MESSAGE }],
    [
      'two files',
      async () => {
        const data = form(await photo(50, 50).jpeg().toBuffer());
        data.append('file', new Blob([new Uint8Array(await photo(60, 60).jpeg().toBuffer())]), 'b.jpg');
        return data;
      },
      { code: 'VALIDATION_FAILED', message: UPLOAD_ONE_FILE_MESSAGE },
    ],
  ];

  it.each(refusals)('refuses %s', async (_name, makeForm, expected) => {
    const data = await makeForm();
    await expect(createUpload(ctx(), data)).rejects.toMatchObject({ ...expected, fields: { file: expected.message } });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('createUpload with UPLOADS_STORE=database', () => {
  it('keeps the original and every variant in the database, none on disk, and answers as the folder store does', async () => {
    const db = await createTestDb();
    try {
      const em = db.orm.em.fork();
      const bytes = await photo(900, 600).jpeg().toBuffer();
      const hash = sha256(bytes);
      const key = hash.slice(0, 16);
      const inDatabase = { settings: { ...testSettings(), uploadsDir, uploadsStore: 'database' as const }, em };

      const result = await createUpload(inDatabase, form(bytes));

      expect(result).toEqual({ imageUrl: `/uploads/${key}-900.jpg`, imageWebp: `/uploads/${key}-900.webp`, width: 900, height: 600 });
      expect(await storedFiles()).toEqual([]);
      const rows = await db.orm.em.fork().find(StoredFile, {});
      expect(rows.map((row) => `${row.kind} ${row.name}`).sort()).toEqual(
        [`original ${hash}.jpg`, ...[400, 800, 900].flatMap((width) => [`variant ${key}-${width}.jpg`, `variant ${key}-${width}.webp`])].sort(),
      );
      expect(Buffer.compare(Buffer.from(rows.find((row) => row.kind === 'original')!.data), bytes)).toBe(0);
      expect((await sharp(Buffer.from(rows.find((row) => row.name === `${key}-800.webp`)!.data)).metadata()).width).toBe(800);

      // The same photo again: the same answer, nothing new written.
      expect(await createUpload(inDatabase, form(bytes, 'again.jpg'))).toEqual(result);
      expect(await db.orm.em.fork().count(StoredFile)).toBe(7);

      // A refusal writes no row either.
      const truncated = await photo(800, 600).jpeg().toBuffer();
      await expect(createUpload(inDatabase, form(truncated.subarray(0, truncated.length / 2)))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await db.orm.em.fork().count(StoredFile)).toBe(7);
    } finally {
      await db.close();
    }
  });
});
