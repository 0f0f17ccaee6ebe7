// The QR code of the menu's address, for table tents: an SVG (print shops and the printed menu) and a large PNG
// (anything that takes only pictures). Made once per address: the address changes only with a deploy.

/** Medium error correction survives a scuffed or creased table tent and keeps the symbol small. */
const ERROR_CORRECTION = 'M';
/**
 * The quiet zone around the symbol, in modules: the 4 the QR standard (ISO/IEC 18004) asks for, so any scanner
 * finds the symbol on a busy table tent; the image carries it, so no border is needed.
 */
export const QR_MARGIN = 4;
/** Wide enough to print sharp at table-tent size (about 8 cm at 300 dpi) without the printer scaling it up. */
export const QR_PNG_WIDTH = 1024;

/** The QR encoder is loaded with the first code asked for, not at start-up. */
const loadQRCode = async () => (await import('qrcode')).default;

const svgs = new Map<string, Promise<string>>();
const pngs = new Map<string, Promise<Buffer>>();

function remembered<T>(store: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = store.get(key);
  if (!made) {
    made = make();
    store.set(key, made);
    // A failure is not kept: the next request tries again.
    made.catch(() => store.delete(key));
  }
  return made;
}

export function qrSvg(text: string): Promise<string> {
  return remembered(svgs, text, async () => (await loadQRCode()).toString(text, { type: 'svg', errorCorrectionLevel: ERROR_CORRECTION, margin: QR_MARGIN }));
}

export function qrPng(text: string): Promise<Buffer> {
  return remembered(pngs, text, async () => (await loadQRCode()).toBuffer(text, { type: 'png', errorCorrectionLevel: ERROR_CORRECTION, margin: QR_MARGIN, width: QR_PNG_WIDTH }));
}
