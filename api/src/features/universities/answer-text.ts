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

// University answers as text, written by the serializers Fastify would compile
// from the routes' response schemas (fast-json-stringify, the library and
// default options Fastify uses). Each university's text is written once, when
// the data set is loaded (load-universities.ts), and stored in its row; an
// answer is its rows' texts joined inside an envelope written here. So a
// request neither parses a stored record nor serialises it again, yet every
// byte sent is what the response schema writes: the guest text by the guest
// contract's serializer, which drops any field outside it (the guest boundary),
// and test/answer-text.test.ts holds each answer equal, byte for byte, to the
// route schema's own serialisation of the same objects.

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

const array = (items: readonly UniversityText[]) => `[${items.join(',')}]`;

/** `{ data, pagination, program? }`: the list answers (GuestUniversityList, UniversityList). */
export function listAnswerText(items: readonly UniversityText[], pagination: Pagination, program: ProgramAwardsOnPage | undefined): string {
  const programPart = program === undefined ? '' : `,"program":${writeProgramOnPage(program)}`;
  return `{"data":${array(items)},"pagination":${writePagination(pagination)}${programPart}}`;
}

/** `{ data }`: the search answers (GuestUniversitySearch, UniversitySearch). */
export const searchAnswerText = (items: readonly UniversityText[]): string => `{"data":${array(items)}}`;

/** The detail's programme fields, `"programs":...,"programFamilies":...` (no braces), to follow a university. */
export type DetailProgramsText = string & { readonly __writtenBy: 'the detail programs serializer' };

export function detailProgramsText(detail: { programs: UniversityProgram[] | null; programFamilies: Record<string, string> }): DetailProgramsText {
  const written = writeDetailPrograms(detail);
  return written.slice(1, -1) as DetailProgramsText;
}

/** `{ university, programs, programFamilies }`: the detail answers (GuestUniversityDetail, UniversityDetail). */
export const detailAnswerText = (university: UniversityText, programs: DetailProgramsText): string => `{"university":${university},${programs}}`;
