import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { doorProgram, doorSurface, type DoorSurface } from './door-surface';

// Holds each door's recorded surface (shared/doors/<door>.json) against its
// code and its version in door-versions.cjs. The recorded file says which
// version the surface was taken at, so a change is judged against that: an
// export added needs at least the next minor, one removed or changed (or a
// type it reaches changed) the next major.

export interface RecordedSurface extends DoorSurface {
  door: string;
  version: string;
}

export type Bump = 'major' | 'minor' | null;

export interface SurfaceChange {
  added: string[];
  removed: string[];
  changed: string[];
}

export const DOORS_DIR = path.resolve(__dirname, '..', 'doors');
export const REGENERATE = 'npm run doors:surface -w shared';
const VERSIONS_FILE = 'shared/build/door-versions.cjs';

export const recordedFile = (door: string) => path.join(DOORS_DIR, `${door}.json`);

export function readRecorded(door: string): RecordedSurface | null {
  const file = recordedFile(door);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedSurface) : null;
}

export function recordedText(door: string, version: string, surface: DoorSurface): string {
  return `${JSON.stringify({ door, version, ...surface }, null, 2)}\n`;
}

export function surfaceChange(before: DoorSurface, after: DoorSurface): SurfaceChange {
  const change: SurfaceChange = { added: [], removed: [], changed: [] };
  const compare = (kind: string, old: Record<string, string>, now: Record<string, string>) => {
    for (const name of Object.keys(now)) {
      if (!(name in old)) change.added.push(`${kind}${name}`);
      else if (old[name] !== now[name]) change.changed.push(`${kind}${name}`);
    }
    for (const name of Object.keys(old)) if (!(name in now)) change.removed.push(`${kind}${name}`);
  };
  compare('', before.exports, after.exports);
  // A type the exports reach is part of what callers rely on; one that is no
  // longer reached is not a removal callers notice (its export changed too).
  const reached = (types: Record<string, string>, others: Record<string, string>) => Object.fromEntries(Object.entries(types).filter(([name]) => name in others));
  compare('type ', reached(before.types, after.types), reached(after.types, before.types));
  return change;
}

export function bumpNeeded(change: SurfaceChange): Bump {
  if (change.removed.length > 0 || change.changed.length > 0) return 'major';
  return change.added.length > 0 ? 'minor' : null;
}

function describeChange(change: SurfaceChange): string {
  const parts = [
    change.added.length ? `added ${change.added.join(', ')}` : '',
    change.removed.length ? `removed ${change.removed.join(', ')}` : '',
    change.changed.length ? `changed ${change.changed.join(', ')}` : '',
  ];
  return parts.filter(Boolean).join('; ');
}

export interface DoorProblem {
  /** true: the version in door-versions.cjs must change first; false: only the record is out of date. */
  versionTooLow: boolean;
  message: string;
}

/**
 * What is wrong with one door's record, in words that say what to do, or null.
 * `version` is the door's version in door-versions.cjs, `current` the surface of its code.
 */
export function doorProblem(door: string, version: string, current: DoorSurface, recorded: RecordedSurface | null): DoorProblem | null {
  const regenerate = (message: string): DoorProblem => ({ versionTooLow: false, message: `${message} Run \`${REGENERATE}\`.` });
  if (!recorded) return regenerate(`${door}: no recorded surface (shared/doors/${door}.json).`);
  const change = surfaceChange(recorded, current);
  const bump = bumpNeeded(change);
  const needed = bump ? semver.inc(recorded.version, bump)! : recorded.version;
  if (semver.lt(version, needed)) {
    const what = bump ? `its exports changed since ${recorded.version} (${describeChange(change)}), which needs a ${bump} version` : `its version went back from ${recorded.version}`;
    return { versionTooLow: true, message: `${door}: ${what}. Set ${door} to ${needed} in ${VERSIONS_FILE}, with a comment saying what changed, then run \`${REGENERATE}\`.` };
  }
  if (bump || version !== recorded.version) return regenerate(`${door} ${version}: its surface is not recorded${bump ? ` (${describeChange(change)})` : ''}.`);
  // Equal in substance; the file must also be exactly what the generator writes.
  const same = JSON.stringify(current) === JSON.stringify({ exports: recorded.exports, types: recorded.types });
  return same ? null : regenerate(`${door}: shared/doors/${door}.json is not as generated.`);
}

/** Every door's surface now, its version, and its record. */
export function allDoors(versions: Readonly<Record<string, string>>) {
  const doors = Object.keys(versions);
  const program = doorProgram(doors);
  return doors.map((door) => ({ door, version: versions[door]!, current: doorSurface(program, door), recorded: readRecorded(door) }));
}

/** Every problem of the doors' records, and records of doors that do not exist. */
export function doorSurfaceProblems(versions: Readonly<Record<string, string>>): string[] {
  const problems = allDoors(versions).flatMap(({ door, version, current, recorded }) => doorProblem(door, version, current, recorded)?.message ?? []);
  const strays = fs.readdirSync(DOORS_DIR).filter((file) => !(path.basename(file, '.json') in versions));
  return [...problems, ...strays.map((file) => `shared/doors/${file} records a door ${VERSIONS_FILE} does not list. Delete it or add the door.`)];
}
