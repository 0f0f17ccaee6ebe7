// The layout rule (eslint.config.js): features never import features, kits (everything else in server/) never import a
// feature or the list, programs take the list and no feature.
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (eslint.config.js loads it), without type declarations
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
// TypeScript's parser, as eslint.config.js lints with it: a type-only import counts too.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ features: 'server/features', assembly: ['server/features.ts', 'server/app.ts'], root: 'server', programs: ['server/cli'], exempt: ['server/seeders'] }];
const at = (file: string) => `${process.cwd()}/${file}`;

tester.run('feature-boundaries', featureBoundaries as Rule.RuleModule, {
  valid: [
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { x } from './drinks.service';", options },
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { defineRoute } from '../../rest/api-route';", options },
    { filename: at('server/features/menu/highlights/highlights.service.ts'), code: "import { MenuItem } from '../menu-item.entity';", options },
    { filename: at('server/features.ts'), code: "import { menu } from './features/menu/menu.feature';", options },
    { filename: at('server/rest/api-router.ts'), code: "import { x } from '../errors'; import { z } from 'zod';", options },
    { filename: at('server/app.ts'), code: "import { FEATURES } from './features'; import { x } from './features/hours/hours.feature';", options },
    // A program takes the feature list (and the app) from the assembly.
    { filename: at('server/cli/seed.ts'), code: "import { ENTITIES, FEATURES } from '../features';", options },
    { filename: at('server/cli/admin.ts'), code: "import { createStaffUser } from '../auth/staff-accounts';", options },
    // Exempt for now; and outside the layer, nothing is checked.
    { filename: at('server/seeders/demo-seeder.ts'), code: "import { Offer } from '../features/offers/offer.entity';", options },
    { filename: at('scripts/bench/x.ts'), code: "import { ENTITIES } from '../../server/features';", options },
  ],
  invalid: [
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { menu } from '../menu/menu.service';", options, errors: [{ messageId: 'otherFeature' }] },
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "export { menu } from '../../features/menu/menu.feature';", options, errors: [{ messageId: 'otherFeature' }] },
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { FEATURES } from '../../features';", options, errors: [{ messageId: 'otherFeature' }] },
    { filename: at('server/rest/api-router.ts'), code: "import { API_ROUTES } from '../features';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/db/orm-config.ts'), code: "const m = import('../features/menu/menu-item.entity');", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/errors.ts'), code: "import { auth } from './features/auth/auth.feature';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    // Every file of the layer that is no feature, assembly, program or exemption is a kit, listed or not: a new folder too.
    { filename: at('server/ssr/page-renderer.ts'), code: "import { appRouter } from '../features';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/ssr/render-contract.ts'), code: "import type { AppRouter } from '../features';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/bootstrap.ts'), code: "import { seedGallery } from './features/gallery/gallery.feature';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/brand-new/thing.ts'), code: "import { menu } from '../features/menu/menu.feature';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/cli/admin.ts'), code: "import { createStaffUser } from '../features/auth/auth.feature';", options, errors: [{ messageId: 'programImportsFeature' }] },
  ],
});
