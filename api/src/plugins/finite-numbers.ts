/**
 * Ajv (with Fastify's `coerceTypes`) turns the query text "Infinity" or "1e309"
 * into Infinity, and with `strictNumbers` its minimum and maximum checks only
 * run on finite numbers, so the value passed every bound (a known upstream
 * gap). This Ajv plugin wraps every validator Fastify compiles: after the
 * schema passes, the coerced data must hold no Infinity, -Infinity or NaN,
 * whatever route, part (query, params, body) or field it is in.
 */
interface ValidationError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

type Validate = ((data: unknown) => boolean | Promise<unknown>) & { errors?: ValidationError[] | null };

interface CompilingAjv {
  compile: (schema: unknown) => Validate;
}

const pointer = (segment: string | number) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The JSON pointer of the first non-finite number in the data, or undefined. */
export function nonFinitePath(data: unknown, path = ''): string | undefined {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : path;
  if (data === null || typeof data !== 'object') return undefined;
  const entries: [string | number, unknown][] = Array.isArray(data) ? data.map((value, index) => [index, value]) : Object.entries(data);
  for (const [key, value] of entries) {
    const found = nonFinitePath(value, path + pointer(key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An Ajv plugin (Fastify's `ajv.plugins`): typed loosely so it needs no import of Fastify's private Ajv. */
export function rejectNonFiniteNumbers<A extends object>(instance: A): A {
  const ajv = instance as unknown as CompilingAjv;
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (schema: unknown): Validate => {
    const validate = compile(schema);
    const checked: Validate = (data: unknown) => {
      const valid = validate(data);
      checked.errors = validate.errors;
      // Our schemas are synchronous; a promise (an $async schema) is passed through untouched.
      if (valid !== true) return valid;
      const path = nonFinitePath(data);
      if (path === undefined) return true;
      checked.errors = [{ keyword: 'finite', instancePath: path, schemaPath: '#', params: {}, message: 'must be a finite number' }];
      return false;
    };
    return Object.assign(checked, { schema: (validate as { schema?: unknown }).schema });
  };
  return instance;
}
