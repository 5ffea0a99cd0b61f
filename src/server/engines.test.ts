/**
 * Issue 20: the Node versions package.json promises are ones every installed dependency accepts. Read from the
 * lockfile, so a new dependency (or a new major of one) that asks for a newer Node fails here, not on a user's box.
 * Optional platform packages npm skips when they do not fit are left out; everything npm installs counts.
 */
import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

describe('supported Node versions', () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;

  it('package.json names a lowest supported Node, and this one is supported', () => {
    expect(lowest).toBe('20.19.0');
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('every installed package accepts the lowest supported Node and the one running', () => {
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!where || !range || entry.optional) return [];
      const ok = [lowest, process.versions.node].every((v) => semver.satisfies(v, range, { includePrerelease: true }));
      return ok ? [] : [`${where.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
