// rate-limiter-flexible's base class for stores, which its index does not export (its types do): the package has
// no export map, so its own file is imported. Its contract is the README's "any new limiter with storage".
import type { RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible';
// @ts-expect-error -- a CommonJS file without its own declaration; typed just below from the package's types.
import storeAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';

export const RateLimiterStoreAbstract = storeAbstract as typeof StoreAbstract;
