// What the app derives from the feature list: the public reads (each from one feature) and the cache's clock key.
import { describe, expect, it } from 'vitest';
import { clockKeyOf, publicReadsOf, type ClockKey, type PublicReads, type ServerFeature } from './feature';
import { FEATURES, PUBLIC_READS } from './features';
import type { AppDeps } from './context';

const deps = {} as AppDeps;
const menuRead: PublicReads['menu'] = () => Promise.reject(new Error('not read here'));
const hoursRead: PublicReads['hours'] = () => Promise.reject(new Error('not read here'));
const withKey = (key: ClockKey): ServerFeature => ({ clockKey: () => key });

describe('publicReadsOf', () => {
  it('gathers the reads the features provide, skipping those that provide none', () => {
    const reads = publicReadsOf([{ publicReads: { menu: menuRead } }, {}, { publicReads: { hours: hoursRead } }]);
    expect(reads).toEqual({ menu: menuRead, hours: hoursRead });
  });

  it('refuses a read two features provide', () => {
    expect(() => publicReadsOf([{ publicReads: { menu: menuRead } }, { publicReads: { menu: menuRead } }])).toThrow('Two features provide the public read "menu".');
  });

  it('gives the app every read, each from its domain', () => {
    expect(Object.keys(PUBLIC_READS).sort()).toEqual(['drinks', 'hours', 'menu', 'settings']);
    // A feature named by its first public tRPC router.
    const providers = Object.fromEntries(FEATURES.flatMap((feature: ServerFeature) => Object.keys(feature.publicReads ?? {}).map((read) => [read, Object.keys(feature.trpc?.public ?? {})[0]])));
    expect(providers).toEqual({ menu: 'menu', drinks: 'drinks', hours: 'hours', settings: 'settings' });
  });
});

describe('clockKeyOf', () => {
  it('is none without a feature that has one, and the one key itself when one has', () => {
    expect(clockKeyOf([{}, {}], deps)).toBeUndefined();
    const key: ClockKey = (version) => `k${version}`;
    expect(clockKeyOf([{}, withKey(key)], deps)).toBe(key);
  });

  it('joins several, waiting for those that read', async () => {
    const key = clockKeyOf([withKey((version) => `a${version}`), withKey((version) => Promise.resolve(`b${version}`))], deps)!;
    await expect(key(3)).resolves.toBe('a3|b3');
    expect(clockKeyOf([withKey(() => 'a'), withKey(() => 'b')], deps)!(1)).toBe('a|b');
    await expect(clockKeyOf([withKey(() => 'a'), withKey(() => Promise.reject(new Error('hours gone')))], deps)!(1)).rejects.toThrow('hours gone');
  });

  it('follows the hours in the app', () => {
    const features: readonly ServerFeature[] = FEATURES;
    expect(features.filter((feature) => feature.clockKey).map((feature) => Object.keys(feature.trpc?.public ?? {}))).toEqual([['hours']]);
  });
});
