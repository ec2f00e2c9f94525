import fs from 'node:fs';

// Reading a data file without holding its text whole. JSON.parse of a file
// read at once holds its text (66 MB on ten times the data set) and all that
// is parsed from it together; read in 1 MiB pieces, each element of its one
// long list parsed alone, the load of that data set peaked at 498 MB instead
// of 565 MB (the operator's goal is a process under 400 MB:
// docs/performance.md). What is kept is the parsed elements and the file's
// other, small, members.

const CHUNK_BYTES = 1 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const isOpener = (byte: number) => byte === 0x7b || byte === OPEN_LIST;
const isCloser = (byte: number) => byte === 0x7d || byte === 0x5d;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** A file of the shape `{ ..., "<listKey>": [ {...}, ... ], ... }`: its other members, and the list's elements. */
export interface JsonListFile {
  members: Record<string, unknown>;
  list: unknown[];
}

/** Whether the outline so far ends with `"<key>":` (spaces allowed), that is, the list about to open is that member's value. */
function endsWithMemberKey(outline: Buffer[], key: string): boolean {
  const tail = Buffer.concat(outline.slice(-4)).subarray(-(key.length + 256)).toString('utf8');
  const match = /(\\?)"([^"\\]*)"\s*:\s*$/.exec(tail);
  return match !== null && match[1] === '' && match[2] === key;
}

/**
 * Reads `file`, a JSON object whose member `listKey` is a list of objects (or
 * lists). Throws a SyntaxError naming the file when it is not such JSON.
 */
export function readJsonListFile(file: string, listKey: string): JsonListFile {
  const list: unknown[] = [];
  // The file with "[]" in place of the list: its other members, parsed at the end.
  const outline: Buffer[] = [];
  let element: Buffer[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let inList = false;
  let sawList = false;

  const fail = (why: string): never => {
    throw new SyntaxError(`${file}: ${why}`);
  };

  const descriptor = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let read = fs.readSync(descriptor, buffer); read > 0; read = fs.readSync(descriptor, buffer)) {
      const chunk = buffer.subarray(0, read);
      // Where, in this chunk, the outline's and the current element's bytes start (-1: none here).
      let outlineFrom = inList ? -1 : 0;
      let elementFrom = inList && depth >= 3 ? 0 : -1;
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) {
          inString = true;
        } else if (isOpener(byte)) {
          depth += 1;
          if (depth === 2 && byte === OPEN_LIST && !sawList) {
            outline.push(Buffer.from(chunk.subarray(outlineFrom, index)));
            outlineFrom = index;
            if (endsWithMemberKey(outline, listKey)) {
              // The list opens: the outline keeps its "[", its elements go apart.
              outline.push(Buffer.from(chunk.subarray(index, index + 1)));
              outlineFrom = -1;
              inList = true;
              sawList = true;
            }
          } else if (depth === 3 && inList) {
            elementFrom = index;
            element = [];
          }
        } else if (isCloser(byte)) {
          if (depth === 3 && inList) {
            element.push(chunk.subarray(elementFrom, index + 1));
            try {
              list.push(JSON.parse(Buffer.concat(element).toString('utf8')));
            } catch (error) {
              fail(`element ${list.length} of "${listKey}" is not valid JSON (${(error as Error).message})`);
            }
            element = [];
            elementFrom = -1;
          } else if (depth === 2 && inList) {
            inList = false;
            outlineFrom = index;
          }
          depth -= 1;
          if (depth < 0) fail('closes more than it opens');
        } else if (inList && depth === 2 && byte !== COMMA && !isSpace(byte)) {
          fail(`"${listKey}" holds something other than objects and lists`);
        }
      }
      if (elementFrom >= 0) element.push(Buffer.from(chunk.subarray(elementFrom)));
      if (outlineFrom >= 0) outline.push(Buffer.from(chunk.subarray(outlineFrom)));
    }
  } finally {
    fs.closeSync(descriptor);
  }
  if (depth !== 0 || inString) fail('ends before its JSON does');
  let members: unknown;
  try {
    members = JSON.parse(Buffer.concat(outline).toString('utf8'));
  } catch (error) {
    fail(`is not valid JSON (${(error as Error).message})`);
  }
  if (typeof members !== 'object' || members === null || Array.isArray(members)) fail('is not a JSON object');
  const result = members as Record<string, unknown>;
  if (!sawList) return { members: result, list: Array.isArray(result[listKey]) ? (result[listKey] as unknown[]) : [] };
  return { members: result, list };
}
