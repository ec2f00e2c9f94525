import { sortObjectMembers } from '../../build/door-surface';
import fs from 'node:fs';
import path from 'node:path';
import { doorProblem, doorSurfaceProblems, surfaceChange, type RecordedSurface } from '../../build/door-surface-check';
import { DOOR_VERSIONS, doorNeed } from '../../build/door-versions.cjs';
import { federationShared } from '../../build/federation-shared.cjs';

// A remote deployed on its own schedule trusts these versions to say what a
// host's doors provide. They cannot drift from the code: each door's exports
// and their types are recorded at its version (shared/doors/<door>.json), and
// a change fails here until the version says so.

describe("the doors' recorded surfaces", () => {
  it('equal the code, each at the version door-versions.cjs gives its door', () => {
    expect(doorSurfaceProblems(DOOR_VERSIONS)).toEqual([]);
  }, 120_000);
});

describe('judging a surface change against the recorded version', () => {
  const recorded: RecordedSurface = {
    door: 'domain',
    version: '1.0.0',
    exports: { slugify: 'value (name: string) => string', Currency: 'type Currency = "USD" | "CAD"' },
    types: { JsonObject: 'type JsonObject = { [x: string]: unknown; }' },
  };
  const withExports = (exports: Record<string, string>, types = recorded.types) => ({ exports, types });

  it('passes an unchanged surface at the recorded version', () => {
    expect(doorProblem('domain', '1.0.0', withExports(recorded.exports), recorded)).toBeNull();
  });

  it('asks for a minor version when an export is added without one', () => {
    const added = withExports({ ...recorded.exports, stripFirstTopLevelHeading: 'value (markdown: string) => string' });
    expect(doorProblem('domain', '1.0.0', added, recorded)).toEqual({
      versionTooLow: true,
      message:
        'domain: its exports changed since 1.0.0 (added stripFirstTopLevelHeading), which needs a minor version. Set domain to 1.1.0 in shared/build/door-versions.cjs, with a comment saying what changed, then run `npm run doors:surface -w shared`.',
    });
    expect(doorProblem('domain', '1.0.1', added, recorded)?.versionTooLow).toBe(true);
  });

  it('asks only for the record once the minor version is there (or a major)', () => {
    const added = withExports({ ...recorded.exports, stripFirstTopLevelHeading: 'value (markdown: string) => string' });
    expect(doorProblem('domain', '1.1.0', added, recorded)).toEqual({
      versionTooLow: false,
      message: 'domain 1.1.0: its surface is not recorded (added stripFirstTopLevelHeading). Run `npm run doors:surface -w shared`.',
    });
    expect(doorProblem('domain', '2.0.0', added, recorded)?.versionTooLow).toBe(false);
  });

  it('asks for a major version when an export is removed or its type changes, a minor is not enough', () => {
    const removed = withExports({ Currency: recorded.exports.Currency! });
    const changed = withExports({ ...recorded.exports, slugify: 'value (name: string, locale?: string) => string' });
    for (const surface of [removed, changed]) {
      expect(doorProblem('domain', '1.1.0', surface, recorded)).toMatchObject({ versionTooLow: true, message: expect.stringContaining('which needs a major version. Set domain to 2.0.0') });
    }
    expect(surfaceChange(recorded, changed)).toEqual({ added: [], removed: [], changed: ['slugify'] });
  });

  it('counts a changed type the exports reach as a change of the door', () => {
    const reshaped = withExports(recorded.exports, { JsonObject: 'type JsonObject = { [x: string]: string; }' });
    expect(surfaceChange(recorded, reshaped)).toEqual({ added: [], removed: [], changed: ['type JsonObject'] });
    expect(doorProblem('domain', '1.0.0', reshaped, recorded)?.message).toContain('Set domain to 2.0.0');
  });

  it('refuses a version that went back, and records a patch', () => {
    expect(doorProblem('domain', '0.9.0', withExports(recorded.exports), recorded)?.message).toContain('its version went back from 1.0.0');
    expect(doorProblem('domain', '1.0.1', withExports(recorded.exports), recorded)).toEqual({
      versionTooLow: false,
      message: 'domain 1.0.1: its surface is not recorded. Run `npm run doors:surface -w shared`.',
    });
  });
});

describe('the one list of doors', () => {
  const sharedPackage = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };

  it.each(Object.keys(DOOR_VERSIONS))('%s is a door of the package, at its folder', (door) => {
    expect(sharedPackage.exports[`./${door}`]).toBe(`./src/${door}/index.ts`);
  });

  it('is what the federation shares, each door needing the version the app is built against', () => {
    // A hand-kept range, as remotes once declared, is ignored.
    const shared = federationShared({ dependencies: {}, gradatlasDoors: { domain: '^1.0.0' } } as { dependencies: Record<string, string> });
    const doors = Object.keys(shared).filter((name) => name.startsWith('@gradatlas/shared/'));
    expect(doors).toEqual(Object.keys(DOOR_VERSIONS).map((door) => `@gradatlas/shared/${door}`));
    for (const door of Object.keys(DOOR_VERSIONS)) {
      expect(shared[`@gradatlas/shared/${door}`]).toMatchObject({ version: DOOR_VERSIONS[door], requiredVersion: `^${DOOR_VERSIONS[door]}` });
    }
  });

  it('needs what a simulated build is built as', () => {
    expect(doorNeed('config', { GRADATLAS_DOORS_AS: '{"config":"1.2.0"}' })).toBe('^1.2.0');
  });
});

describe('the recorded type text', () => {
  it("does not depend on the order the checker met an object's members in", () => {
    const first = 'type University = Omit<{ tuitionFees: number | null; currency: string | null; fieldSources?: { [x: string]: { year: string; source: string; }; }; }, "x">';
    const second = 'type University = Omit<{ currency: string | null; fieldSources?: { [x: string]: { source: string; year: string; }; }; tuitionFees: number | null; }, "x">';
    expect(sortObjectMembers(first)).toBe(sortObjectMembers(second));
    expect(sortObjectMembers('{ b: 1; }')).not.toBe(sortObjectMembers('{ b: 2; }'));
  });
});
