import { normalizeUniversity, type University } from '@gradatlas/shared';

export interface UniversityPage {
  universities: University[];
  hasNextPage: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

function readHasNextPage(pagination: unknown): boolean {
  if (!isObject(pagination)) return false; // an unpaginated answer is the whole list
  if (typeof pagination.hasNextPage === 'boolean') return pagination.hasNextPage;
  const { page, limit, total } = pagination;
  if (typeof page === 'number' && typeof limit === 'number' && typeof total === 'number') return page * limit < total;
  return false;
}

/**
 * Reads a list answer in any of the shapes SPEC section 7 allows:
 * `{ data: [...], pagination }`, `{ usaUniversities, canadaUniversities }`
 * (top level or inside `data`), or a bare array.
 */
export function readUniversityPage(body: unknown): UniversityPage {
  if (Array.isArray(body)) return { universities: records(body).map(normalizeUniversity), hasNextPage: false };
  if (!isObject(body)) return { universities: [], hasNextPage: false };

  let list: Json[];
  if (Array.isArray(body.data)) {
    list = records(body.data);
  } else {
    const holder = isObject(body.data) ? body.data : body;
    list = [...records(holder.usaUniversities), ...records(holder.canadaUniversities)];
  }
  const pagination = body.pagination ?? (isObject(body.data) ? body.data.pagination : undefined);
  return { universities: list.map(normalizeUniversity), hasNextPage: readHasNextPage(pagination) };
}
