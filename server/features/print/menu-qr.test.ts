import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { svgQrModules, symbolModules } from '../../../tests/support/qr-modules';
import sharp from 'sharp';
import { QR_PNG_WIDTH, qrPng, qrSvg } from './menu-qr';

const MENU = 'https://casaolivera.example/menu';
/** The standard quiet zone (ISO/IEC 18004): 4 light modules on every side. */
const QUIET_ZONE = 4;
const symbolSize = QRCode.create(MENU, { errorCorrectionLevel: 'M' }).modules.size;

describe('qrSvg', () => {
  it('is an SVG image of the symbol that carries exactly the address', async () => {
    const svg = await qrSvg(MENU);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    // The standard quiet zone: the drawing is the symbol plus 4 light modules on each side.
    expect(svg).toContain(`viewBox="0 0 ${symbolSize + 2 * QUIET_ZONE} ${symbolSize + 2 * QUIET_ZONE}"`);
    const symbol = QRCode.create(MENU, { errorCorrectionLevel: 'M' });
    // The SVG draws the address's symbol, module for module (another address would differ).
    expect(svgQrModules(svg, QUIET_ZONE)).toEqual(symbolModules(symbol.modules));
    expect(svgQrModules(svg, QUIET_ZONE)).not.toEqual(symbolModules(QRCode.create(`${MENU}x`, { errorCorrectionLevel: 'M' }).modules));
  });

  it('is made once per address', async () => {
    expect(qrSvg(MENU)).toBe(qrSvg(MENU));
    expect(await qrSvg('https://casaolivera.example/drinks')).not.toBe(await qrSvg(MENU));
  });
});

describe('qrPng', () => {
  it(`is a ${QR_PNG_WIDTH} px square PNG`, async () => {
    const png = await qrPng(MENU);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // IHDR: width and height, big-endian, right after the chunk's length and type.
    expect(png.readUInt32BE(16)).toBe(QR_PNG_WIDTH);
    expect(png.readUInt32BE(20)).toBe(QR_PNG_WIDTH);
  });

  it('keeps the standard 4-module quiet zone light on every side, and the symbol starts right after it', async () => {
    const { data, info } = await sharp(await qrPng(MENU)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = (x: number, y: number) => data[y * info.width + x]! < 128;
    const modulePx = info.width / (symbolSize + 2 * QUIET_ZONE);
    const zone = Math.floor(QUIET_ZONE * modulePx);
    const all = Array.from({ length: info.width }, (_, i) => i);
    const darkInBand = (from: number, to: number) =>
      all.slice(from, to).some((a) => all.some((b) => dark(a, b) || dark(b, a)));
    expect(darkInBand(0, zone)).toBe(false);
    expect(darkInBand(info.width - zone, info.width)).toBe(false);
    // The finder pattern's corner module sits right inside the zone, so the zone is not wider either.
    expect(dark(Math.ceil(QUIET_ZONE * modulePx) + 1, Math.ceil(QUIET_ZONE * modulePx) + 1)).toBe(true);
  });
});
