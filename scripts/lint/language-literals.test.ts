// A language is one line in shared/config/languages.ts and one message file (shared/i18n/messages/<code>.ts): no
// code names the translation language itself. This holds the sources to it: no string literal that is just a language
// code other than the default ('es', "es", `es`, lang="es") outside the config, the message catalogs, tests and the
// demo data. The code loops over TRANSLATION_LANGUAGES instead and names each language from the config.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../shared/config/languages';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'shared'];

/** Where a language code is in place: the config, the catalogs, tests, the demo data, generated code. */
const EXEMPT = [
  /^shared\/config\/languages\.ts$/,
  /^shared\/i18n\/messages\//,
  /\.test\.tsx?$/,
  /^server\/seeders\//,
  /^src\/routeTree\.gen\.ts$/,
];

/** The string literals of a source that are exactly one of `codes`, as "line: literal" (comments are not code). */
function languageLiterals(fileName: string, text: string, codes: readonly string[]): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codes.includes(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split('\\').join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !EXEMPT.some((pattern) => pattern.test(file))),
  );
}

describe('language codes in the code', () => {
  it('finds a translation language named in code, and nothing in comments or longer texts', () => {
    const code = [
      "const TWIN = 'es';",
      'const b = <span lang="es">Español</span>;',
      'const c = translationOf(t, `es`, "name");',
      "// lang='es' in a comment, and in /* 'es' */ a block",
      "const d = { es: 'Cerrado', 'es-US': `lang=${x}`, e: 'es-US', f: 'yes', g: \"/es/menu\" };",
    ].join('\n');
    expect(languageLiterals('plant.tsx', code, ['es'])).toEqual(["1: 'es'", '2: "es"', '3: `es`']);
  });

  it('finds none in src/, server/ and shared/', () => {
    const files = sourceFiles();
    // The walk really reads the sources (a wrong root would pass on nothing).
    expect(files).toContain('src/features/highlights-admin/tag-editor.tsx');
    expect(files).toContain('server/features/gallery/gallery.service.ts');
    // Parsed only where a code stands quoted at all (a comment too): the rest cannot hold such a literal.
    const quoted = new RegExp(`(['"\`])(${TRANSLATION_LANGUAGES.join('|')})\\1`);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return quoted.test(text) ? languageLiterals(file, text, TRANSLATION_LANGUAGES).map((hit) => `${file}:${hit}`) : [];
    });
    expect(found, 'Loop over TRANSLATION_LANGUAGES and name each language from shared/config/languages.ts').toEqual([]);
  });
});
