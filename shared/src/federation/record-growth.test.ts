import fs from 'node:fs';
import path from 'node:path';
import { doorProgram, doorSurface } from '../../build/door-surface';
import { DOOR_VERSIONS, STATELESS_DOORS } from '../../build/door-versions.cjs';

// A remote ships alone only while a new field of the university record (the
// data grows every wave) leaves every stateful door as it was: a stateful
// door is a strict singleton, and any change to its surface is a major that
// refuses every remote built after it until the host is deployed again.

const FIELDS_FILE = path.resolve(__dirname, '..', 'contracts', 'university-fields.ts');
const DOORS = Object.keys(DOOR_VERSIONS);
const STATEFUL = DOORS.filter((door) => !STATELESS_DOORS.has(door));

describe('a field added to the university record', () => {
  it('changes no stateful door, while the domain door (stateless, it types the record) does see it', () => {
    const fields = fs.readFileSync(FIELDS_FILE, 'utf8');
    const grown = fields.replace("'sehGraduateStudents',", "'sehGraduateStudents', 'aFieldAddedLater',");
    expect(grown).not.toBe(fields);
    const before = doorProgram(DOORS);
    const after = doorProgram(DOORS, { [FIELDS_FILE]: grown });
    for (const door of STATEFUL) expect({ door, surface: doorSurface(after, door) }).toEqual({ door, surface: doorSurface(before, door) });
    // The control: the same change is seen where the record's type is exported.
    expect(JSON.stringify(doorSurface(after, 'domain'))).toContain('aFieldAddedLater');
    expect(JSON.stringify(doorSurface(before, 'domain'))).not.toContain('aFieldAddedLater');
  }, 120_000);
});
