import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { svgQrModules, symbolModules } from '../../../tests/support/qr-modules';
import { QR_MARGIN, QR_PNG_WIDTH, qrPng, qrSvg } from './menu-qr';

const MENU = 'https://casaolivera.example/menu';

describe('qrSvg', () => {
  it('is an SVG image of the symbol that carries exactly the address', async () => {
    const svg = await qrSvg(MENU);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    const symbol = QRCode.create(MENU, { errorCorrectionLevel: 'M' });
    // The SVG draws the address's symbol, module for module (another address would differ).
    expect(svgQrModules(svg, QR_MARGIN)).toEqual(symbolModules(symbol.modules));
    expect(svgQrModules(svg, QR_MARGIN)).not.toEqual(symbolModules(QRCode.create(`${MENU}x`, { errorCorrectionLevel: 'M' }).modules));
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
});
