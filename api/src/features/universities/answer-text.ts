import fastJson from 'fast-json-stringify';
import { Type } from '@sinclair/typebox';
import {
  GuestUniversity,
  GuestUniversityDetail,
  Pagination,
  ProgramAwardsOnPage,
  UniversityRecord,
  type UniversityProgram,
} from '@gradatlas/shared/contracts';
import type { AnswerParts } from '../../lib/answer-slabs';
import type { UniversityBytes } from './stored-bytes';

// University answers as text, written by the serializers Fastify would compile
// from the routes' response schemas (fast-json-stringify, the library and
// default options Fastify uses). Each university's text is written once, when
// the data set is loaded (load-universities.ts), and stored in its row; an
// answer is those texts, held as bytes (stored-bytes.ts), joined inside an
// envelope written here. So a request neither parses a stored record nor
// serialises it again, yet every byte sent is what the response schema
// writes: the guest text by the guest contract's serializer, which drops any
// field outside it (the guest boundary), and test/answer-text.test.ts holds
// each answer equal, byte for byte, to the route schema's own serialisation
// of the same objects.

/** A university as its contract's serializer writes it (a JSON object). */
export type UniversityText = string & { readonly __writtenBy: 'a university serializer' };

const writeGuest = fastJson(GuestUniversity);
const writeRecord = fastJson(UniversityRecord);
const writePagination = fastJson(Pagination);
const writeProgramOnPage = fastJson(ProgramAwardsOnPage);
// The detail's fields after `university`, in the schema's order (the guest and full details share them).
const writeDetailPrograms = fastJson(
  Type.Object({ programs: GuestUniversityDetail.properties.programs, programFamilies: GuestUniversityDetail.properties.programFamilies }),
);

/** A guest's view of one university, through the guest contract's serializer: only its fields leave. */
export const guestText = (guest: GuestUniversity): UniversityText => writeGuest(guest) as UniversityText;

/** The whole record, through the record contract's serializer. */
export const recordText = (record: UniversityRecord): UniversityText => writeRecord(record) as UniversityText;

// An answer is assembled from bytes: the universities' texts are held as
// UTF-8 bytes (stored-bytes.ts), so an answer is only copied together, never
// decoded, encoded or measured again on its way to the socket. The functions
// below give the answer's parts in order; the caller joins them, in memory the
// answer cache keeps or in a reused slab (lib/answer-slabs.ts).
const OPEN_LIST = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
const CLOSE_SEARCH = Buffer.from(']}');
const OPEN_DETAIL = Buffer.from('{"university":');

/** The texts in a JSON array's order, commas between them (the array's brackets are the caller's). */
function commaSeparated(items: readonly UniversityBytes[]): Buffer[] {
  const parts: Buffer[] = [];
  items.forEach((item, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(item);
  });
  return parts;
}

/** `{ data, pagination, program? }`: the list answers (GuestUniversityList, UniversityList). */
export function listAnswerParts(items: readonly UniversityBytes[], pagination: Pagination, program: ProgramAwardsOnPage | undefined): AnswerParts {
  const programPart = program === undefined ? '' : `,"program":${writeProgramOnPage(program)}`;
  return [OPEN_LIST, ...commaSeparated(items), Buffer.from(`],"pagination":${writePagination(pagination)}${programPart}}`)];
}

/** `{ data }`: the search answers (GuestUniversitySearch, UniversitySearch). */
export const searchAnswerParts = (items: readonly UniversityBytes[]): AnswerParts => [OPEN_LIST, ...commaSeparated(items), CLOSE_SEARCH];

/** What follows a university in a detail answer: `,"programs":...,"programFamilies":...}`. */
export type DetailProgramsBytes = Buffer & { readonly __writtenBy: 'the detail programs serializer' };

export function detailProgramsBytes(detail: { programs: UniversityProgram[] | null; programFamilies: Record<string, string> }): DetailProgramsBytes {
  const written = writeDetailPrograms(detail);
  return Buffer.from(`,${written.slice(1)}`) as DetailProgramsBytes;
}

/** `{ university, programs, programFamilies }`: the detail answers (GuestUniversityDetail, UniversityDetail). */
export const detailAnswerParts = (university: UniversityBytes, programs: DetailProgramsBytes): AnswerParts => [OPEN_DETAIL, university, programs];
