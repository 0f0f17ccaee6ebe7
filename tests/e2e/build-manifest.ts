// Reads Vite's build manifest to tell which emitted files hold admin code (and nothing public).
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
}

export function adminOnlyFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const admin = new Set<string>();
  const publicFiles = new Set<string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const target = /^(src\/(routes\/admin|features\/(admin|[\w-]+-admin)|components\/admin)|shared\/i18n\/admin)\//.test(chunk.src ?? source) ? admin : publicFiles;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) target.add(file);
  }
  return [...admin].filter((file) => !publicFiles.has(file));
}

/** The emitted chunk of a language's message catalog (shared/i18n/messages/<lang>.ts). */
export function catalogFile(lang: string): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[`shared/i18n/messages/${lang}.ts`];
  if (!chunk) throw new Error(`No catalog chunk for "${lang}" in the build manifest`);
  return chunk.file;
}
