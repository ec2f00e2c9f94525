import fs from 'node:fs';
import { DOOR_VERSIONS } from './door-versions.cjs';
import { allDoors, DOORS_DIR, doorProblem, recordedFile, recordedText } from './door-surface-check';

// `npm run doors:surface -w shared`: records each door's surface at its
// current version in shared/doors/<door>.json. It refuses while a door's
// version is too low for how its surface changed, so a record is never
// written under a version that hides a change.
fs.mkdirSync(DOORS_DIR, { recursive: true });
const doors = allDoors(DOOR_VERSIONS);
const tooLow = doors.flatMap(({ door, version, current, recorded }) => {
  const problem = doorProblem(door, version, current, recorded);
  return problem?.versionTooLow ? [problem.message] : [];
});
if (tooLow.length > 0) {
  for (const message of tooLow) console.error(message);
  console.error('Nothing was written.');
  process.exit(1);
}
for (const { door, version, current } of doors) {
  const text = recordedText(door, version, current);
  const file = recordedFile(door);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
  fs.writeFileSync(file, text);
  console.log(`shared/doors/${door}.json: ${door} ${version}`);
}
