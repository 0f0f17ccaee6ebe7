// Which web font files the printed menu can use: the site's own (Fraunces for headings, Inter for text), under
// their built, hashed names from Vite's manifest; under Vite's dev server, straight from node_modules; with no
// client at all (API tests), none: the stylesheet's system stand-ins then.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PrintFonts {
  /** Address of the display face's file (headings, names, prices). */
  display?: string;
  /** Address of the text face's file. */
  body?: string;
}

/** The files src/styles/fonts.css imports. */
const SOURCES = {
  display: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  body: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
} as const;

type Manifest = Record<string, { file?: string }>;

/** From the built client's manifest; a build without one (or without the fonts) prints in the stand-ins. */
export function builtPrintFonts(clientDir: string): PrintFonts {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
  const fonts: PrintFonts = {};
  for (const role of ['display', 'body'] as const) {
    // Keyed by the source's path from the project, which leaves it ("../…/node_modules/…") when node_modules is a link.
    const file = Object.entries(manifest).find(([source]) => source === SOURCES[role] || source.endsWith(`/${SOURCES[role]}`))?.[1].file;
    if (file) fonts[role] = `/${file}`;
  }
  return fonts;
}

/** The fonts for the way the client is served (server/app.ts): Vite's dev server serves the project's files by their path. */
export function printFontsFor(client: { mode: 'built' | 'vite' | 'none'; dir?: string }): PrintFonts {
  if (client.mode === 'built' && client.dir) return builtPrintFonts(client.dir);
  if (client.mode === 'vite') return { display: `/${SOURCES.display}`, body: `/${SOURCES.body}` };
  return {};
}
