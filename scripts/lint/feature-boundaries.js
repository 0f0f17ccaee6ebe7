// A lint rule for the layout (STYLE.md principle 16): a feature never imports another feature, and the kits below
// the features (route and procedure builders, the ORM set-up, the page renderer, …) import none of them. Imports are
// resolved from the importing file, so `../drinks/x`, `../../features/drinks/x` and `./features` all count. Options:
//   features: the folder of the features ('server/features'), one sub-folder per feature;
//   assembly: the files that list every feature (importing one imports them all), e.g. ['server/features.ts'];
//   root: the layer ('server'): every file in it that is none of the others is a kit, which imports neither a feature
//     nor the assembly (so a new folder is held to it from its first file, without being listed);
//   programs: folders and files that start an app of their own (the CLIs, the tests' scaffolding): they may take the
//     feature list from the assembly, never a feature;
//   exempt: folders and files not checked (yet).
import { dirname, relative, resolve, sep } from 'node:path';

const posix = (path) => path.split(sep).join('/');
const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);
/** 'server/features/drinks/x.ts' → 'drinks' (or undefined outside the features). */
const featureOf = (path, features) => (within(path, features) && path !== features ? path.slice(features.length + 1).split('/')[0] : undefined);
/** An import without its extension: 'server/features' names the folder and 'server/features.ts' alike. */
const bare = (path) => path.replace(/\.(ts|tsx|js|jsx|mjs)$/, '').replace(/\/index$/, '');

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; the kits below them import no feature; programs take the feature list, never a feature.' },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'string' },
          assembly: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
          programs: { type: 'array', items: { type: 'string' } },
          exempt: { type: 'array', items: { type: 'string' } },
        },
        required: ['features', 'root'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature: 'A feature does not import another feature ({{target}}): let the app wire them (the feature list), or move the shared part below the features.',
      kitImportsFeature: 'A kit below the features does not import a feature or the feature list ({{target}}): take what you need as a parameter.',
      programImportsFeature: 'A program takes what it needs from the feature list (server/features.ts), not from a feature ({{target}}).',
    },
  },
  create(context) {
    const { features, assembly = [], root, programs = [], exempt = [] } = context.options[0];
    const file = bare(posix(relative(context.cwd, context.filename)));
    const inAny = (folders) => folders.some((folder) => within(file, bare(folder)));
    const assemblies = assembly.map(bare);
    const ownFeature = featureOf(file, features);
    const isAssembly = assemblies.includes(file) || file === bare(features);
    if (ownFeature === undefined && (isAssembly || !within(file, root) || inAny(exempt))) return {};
    const kind = ownFeature !== undefined ? 'feature' : inAny(programs) ? 'program' : 'kit';

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = bare(posix(relative(context.cwd, resolve(dirname(context.filename), source.value))));
      const targetFeature = featureOf(target, features);
      const targetIsAssembly = assemblies.includes(target) || target === bare(features);
      if (kind === 'feature' && ((targetFeature && targetFeature !== ownFeature) || targetIsAssembly)) {
        context.report({ node: source, messageId: 'otherFeature', data: { target } });
      } else if (kind === 'kit' && (targetFeature || targetIsAssembly)) {
        context.report({ node: source, messageId: 'kitImportsFeature', data: { target } });
      } else if (kind === 'program' && targetFeature) {
        context.report({ node: source, messageId: 'programImportsFeature', data: { target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
