// zod compiles its object parsers with `new Function` unless told not to; the CSP (script-src 'self', no
// 'unsafe-eval') refuses that, and every page would report the refused attempt. zod reads this setting when it
// loads, so main.tsx imports this module first, before anything that may load zod.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
