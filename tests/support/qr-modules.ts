// Reads a QR code back out of the SVG the `qrcode` package draws (one stroked path, a run of dark modules per
// "h" segment), so tests can compare it, module for module, with the symbol of the text it should carry.

/** The dark modules of the symbol, row by row, without the quiet zone (`margin` modules on each side). */
export function svgQrModules(svg: string, margin: number): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) throw new Error('Not a QR code drawn by qrcode: no square viewBox or no stroked path.');
  const side = size - 2 * margin;
  const rows = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmHhVv])([^MmHhVv]*)/g)) {
    const numbers = args!.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (command === 'M') [x, y] = numbers as [number, number];
    else if (command === 'm') [x, y] = [x + numbers[0]!, y + numbers[1]!];
    else if (command === 'h') {
      // A horizontal stroke through the middle of a row of modules: y is the row + 0.5.
      for (let column = x; column < x + numbers[0]!; column++) rows[Math.floor(y) - margin]![column - margin] = true;
      x += numbers[0]!;
    } else throw new Error(`Unexpected path command ${command}`);
  }
  return rows;
}

/** The same, from the `qrcode` package's own model of a symbol (QRCode.create(text).modules). */
export function symbolModules(modules: { size: number; get(row: number, column: number): number | boolean }): boolean[][] {
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))));
}
