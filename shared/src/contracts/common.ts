import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * A string limited to fixed values, as one JSON Schema `enum` (one clear
 * validation error, and a plain `enum` in OpenAPI) rather than TypeBox's
 * union of literals.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * A value that may be null, written as a type array (`["number", "null"]`):
 * OpenAPI 3.1 form, and much faster to serialise than `anyOf`.
 */
export function Nullable<S extends TSchema & { type: string }>(schema: S): TUnsafe<Static<S> | null> {
  return Type.Unsafe<Static<S> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** Every error answer of the API. */
export const ErrorResponse = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  { description: 'Error answer: success is false and message says what went wrong.' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const HealthResponse = Type.Object({ ok: Type.Literal(true) });
export type HealthResponse = Static<typeof HealthResponse>;

export const COUNTRY_VALUES = ['All', 'USA', 'Canada'] as const;
export const CountryParam = StringEnum(COUNTRY_VALUES, { description: 'All, USA or Canada', default: 'All' });
export type CountryParam = Static<typeof CountryParam>;
