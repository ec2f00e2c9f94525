import type { PreparedReads } from '../../db/prepared-reads';
import type { UniversityText } from './answer-text';

/**
 * Which stored text a read returns: a guest's view (written by the guest
 * contract's serializer, so it holds the guest fields only: the guest
 * boundary) or the whole record. See answer-text.ts.
 */
export type TextColumn = 'guest_record' | 'record';

/** A university's stored text as the UTF-8 bytes an answer sends; made only from a UniversityText. */
export type UniversityBytes = Buffer & { readonly __writtenBy: 'a university serializer' };

export const universityBytes = (text: UniversityText): UniversityBytes => Buffer.from(text) as UniversityBytes;

/**
 * Every university's two stored texts as bytes, read once from the table when
 * the API starts (about 7 MB for the 1,041 universities). The data set
 * changes only when the API starts (load-universities.ts), so the bytes stay
 * right for the life of the process. The database still answers which
 * universities a request gets, in what order and how many (repository.ts);
 * only the texts come from here. Reading them from SQLite on each request
 * decoded each one into a JavaScript string, and sending them encoded it
 * again and measured its length: for the signed-in list (45 KB) that was
 * about half the request (npm run profile -w api). A slug missing here (a
 * newer data set loaded by another process) is read from the table.
 */
export class StoredBytes {
  private readonly byColumn: Record<TextColumn, Map<string, UniversityBytes>> = { guest_record: new Map(), record: new Map() };

  async load(reads: PreparedReads): Promise<void> {
    const rows = await reads.all<{ slug: string; guest_record: UniversityText; record: UniversityText }>('select slug, guest_record, record from universities', []);
    for (const column of ['guest_record', 'record'] as const) {
      this.byColumn[column] = new Map(rows.map((row) => [row.slug, universityBytes(row[column])]));
    }
  }

  get(column: TextColumn, slug: string): UniversityBytes | undefined {
    return this.byColumn[column].get(slug);
  }
}
