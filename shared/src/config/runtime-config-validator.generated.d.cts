import type { SchemaError } from './schema-errors';

/** Ajv's standalone validator for RUNTIME_CONFIG_SCHEMA: true when valid, else `errors` says why. */
declare const validate: ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
export default validate;
