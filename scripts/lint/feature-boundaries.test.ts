// The layout rule (eslint.config.js): features never import features, kits never import a feature or the list.
import { RuleTester, type Rule } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (eslint.config.js loads it), without type declarations
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ features: 'server/features', assembly: ['server/features.ts'], kits: ['server/rest', 'server/db', 'server/errors.ts'] }];
const at = (file: string) => `${process.cwd()}/${file}`;

tester.run('feature-boundaries', featureBoundaries as Rule.RuleModule, {
  valid: [
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { x } from './drinks.service';", options },
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { defineRoute } from '../../rest/api-route';", options },
    { filename: at('server/features/menu/highlights/highlights.service.ts'), code: "import { MenuItem } from '../menu-item.entity';", options },
    { filename: at('server/features.ts'), code: "import { menu } from './features/menu/menu.feature';", options },
    { filename: at('server/rest/api-router.ts'), code: "import { x } from '../errors'; import { z } from 'zod';", options },
    { filename: at('server/ssr/page-renderer.ts'), code: "import { appRouter } from '../features';", options },
  ],
  invalid: [
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { menu } from '../menu/menu.service';", options, errors: [{ messageId: 'otherFeature' }] },
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "export { menu } from '../../features/menu/menu.feature';", options, errors: [{ messageId: 'otherFeature' }] },
    { filename: at('server/features/drinks/drinks.rest.ts'), code: "import { FEATURES } from '../../features';", options, errors: [{ messageId: 'otherFeature' }] },
    { filename: at('server/rest/api-router.ts'), code: "import { API_ROUTES } from '../features';", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/db/orm-config.ts'), code: "const m = import('../features/menu/menu-item.entity');", options, errors: [{ messageId: 'kitImportsFeature' }] },
    { filename: at('server/errors.ts'), code: "import { auth } from './features/auth/auth.feature';", options, errors: [{ messageId: 'kitImportsFeature' }] },
  ],
});
