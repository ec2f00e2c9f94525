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

/**
 * The JSON pointer of the first non-finite number in the data, or undefined.
 * It runs on every validated request, so it allocates nothing while all is
 * well: the pointer is written only on the way back from a non-finite number.
 */
export function nonFinitePath(data: unknown, path = ''): string | undefined {
  const found = nonFiniteAt(data);
  return found === undefined ? undefined : path + found;
}

function nonFiniteAt(data: unknown): string | undefined {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : '';
  if (data === null || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (let index = 0; index < data.length; index += 1) {
      const found = nonFiniteAt(data[index]);
      if (found !== undefined) return pointer(index) + found;
    }
    return undefined;
  }
  for (const key in data) {
    if (!Object.hasOwn(data, key)) continue;
    const found = nonFiniteAt((data as Record<string, unknown>)[key]);
    if (found !== undefined) return pointer(key) + found;
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
