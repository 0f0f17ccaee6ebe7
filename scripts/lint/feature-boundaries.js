// A lint rule for the layout (STYLE.md principle 16): a feature never imports another feature, and the kits below
// the features (route and procedure builders, the ORM set-up, …) import none of them. Imports are resolved from the
// importing file, so `../drinks/x`, `../../features/drinks/x` and `./features` all count. Options:
//   features: the folder of the features ('server/features'), one sub-folder per feature;
//   assembly: the files that list every feature (importing one imports them all), e.g. ['server/features.ts'];
//   kits: folders and files below the features, which may import neither.
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
    docs: { description: 'Features never import each other; the kits below them import no feature.' },
    schema: [
      {
        type: 'object',
        properties: { features: { type: 'string' }, assembly: { type: 'array', items: { type: 'string' } }, kits: { type: 'array', items: { type: 'string' } } },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature: 'A feature does not import another feature ({{target}}): let the app wire them (the feature list), or move the shared part below the features.',
      kitImportsFeature: 'A kit below the features does not import a feature or the feature list ({{target}}): take what you need as a parameter.',
    },
  },
  create(context) {
    const { features, assembly = [], kits = [] } = context.options[0];
    const root = context.cwd;
    const file = posix(relative(root, context.filename));
    const ownFeature = featureOf(file, features);
    const inKit = kits.some((kit) => within(bare(file), bare(kit)));
    if (!ownFeature && !inKit) return {};
    const assemblies = assembly.map(bare);

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = bare(posix(relative(root, resolve(dirname(context.filename), source.value))));
      const targetFeature = featureOf(target, features);
      const isAssembly = assemblies.includes(target) || target === bare(features);
      if (ownFeature && ((targetFeature && targetFeature !== ownFeature) || isAssembly)) {
        context.report({ node: source, messageId: 'otherFeature', data: { target } });
      } else if (inKit && (targetFeature || isAssembly)) {
        context.report({ node: source, messageId: 'kitImportsFeature', data: { target } });
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
