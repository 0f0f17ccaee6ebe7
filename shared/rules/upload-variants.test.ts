import { describe, expect, it } from 'vitest';
import { parseUploadUrl, parseUploadVariantName, uploadSrcset, uploadVariantName, uploadVariantUrl, uploadVariantWidths } from './upload-variants';

const KEY = '0123456789abcdef';

describe('uploadVariantWidths', () => {
  it('makes the standard widths for a photo wider than the largest one', () => {
    expect(uploadVariantWidths(3000)).toEqual([400, 800, 1600]);
    expect(uploadVariantWidths(1600)).toEqual([400, 800, 1600]);
  });

  it('never upscales: the widths below the photo, then its own width', () => {
    expect(uploadVariantWidths(900)).toEqual([400, 800, 900]);
    expect(uploadVariantWidths(800)).toEqual([400, 800]);
    expect(uploadVariantWidths(401)).toEqual([400, 401]);
    expect(uploadVariantWidths(300)).toEqual([300]);
    expect(uploadVariantWidths(1)).toEqual([1]);
  });

  it('makes nothing for a photo without width', () => {
    expect(uploadVariantWidths(0)).toEqual([]);
    expect(uploadVariantWidths(Number.NaN)).toEqual([]);
  });
});

describe('variant names and URLs', () => {
  it('names a variant by key, width and format', () => {
    expect(uploadVariantName({ key: KEY, width: 800, format: 'webp' })).toBe(`${KEY}-800.webp`);
    expect(uploadVariantUrl({ key: KEY, width: 1600, format: 'jpg' })).toBe(`/uploads/${KEY}-1600.jpg`);
  });

  it('reads back only names it could have made', () => {
    expect(parseUploadVariantName(`${KEY}-900.jpg`)).toEqual({ key: KEY, width: 900, format: 'jpg' });
    for (const name of [
      `${KEY}-1601.jpg`,
      `${KEY}-0800.jpg`,
      `${KEY}-800.png`,
      `${KEY}-800.JPG`,
      `${KEY.toUpperCase()}-800.jpg`,
      `${KEY}0-800.jpg`,
      `.${KEY}-800.jpg`,
      `${KEY}-800.jpg/`,
      `../${KEY}-800.jpg`,
      `${KEY}-800.jpg.tmp`,
      '',
    ]) {
      expect(parseUploadVariantName(name), name).toBeNull();
    }
  });

  it('reads an upload URL and nothing else', () => {
    expect(parseUploadUrl(`/uploads/${KEY}-400.webp`)).toEqual({ key: KEY, width: 400, format: 'webp' });
    expect(parseUploadUrl(`/images/${KEY}-400.webp`)).toBeNull();
    expect(parseUploadUrl(`https://example.com/uploads/${KEY}-400.webp`)).toBeNull();
    expect(parseUploadUrl(`/uploads/originals/${KEY}-400.webp`)).toBeNull();
  });
});

describe('uploadSrcset', () => {
  it('lists every variant up to the URL width, in the URL format', () => {
    expect(uploadSrcset(`/uploads/${KEY}-1600.jpg`)).toBe(
      `/uploads/${KEY}-400.jpg 400w, /uploads/${KEY}-800.jpg 800w, /uploads/${KEY}-1600.jpg 1600w`,
    );
  });

  it('includes a narrow photo own width and switches format on request', () => {
    expect(uploadSrcset(`/uploads/${KEY}-900.jpg`, 'webp')).toBe(
      `/uploads/${KEY}-400.webp 400w, /uploads/${KEY}-800.webp 800w, /uploads/${KEY}-900.webp 900w`,
    );
    expect(uploadSrcset(`/uploads/${KEY}-300.webp`)).toBe(`/uploads/${KEY}-300.webp 300w`);
  });

  it('has no srcset for a photo that is not an upload', () => {
    expect(uploadSrcset('/images/menu/chorizo.jpg')).toBeNull();
    expect(uploadSrcset('')).toBeNull();
  });
});
