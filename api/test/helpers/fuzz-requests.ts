/**
 * Malformed requests generated from the API's own OpenAPI description, with a
 * seeded generator so a failure can be replayed: every documented operation,
 * with wrong, hostile or edge values in its path, query, headers and body.
 */

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: JsonSchema;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_TEXT = [
  '', ' ', '%', '%zz', '%c0%ae%c0%ae', '%00', '..%2f..%2fetc%2fpasswd', '\u0000', '<script>alert(1)</script>', "' or 1=1 --",
  '%%', '_', '\\', '\uFFFF', '%ED%A0%80', '😀😀', 'é'.normalize('NFD'), 'a'.repeat(201), 'b'.repeat(5000), '{}', '[]', 'null', 'true',
];
const HOSTILE_NUMBERS = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '-1', '0', '1.5', '1e3', '0x10', '99999999999999999999', '-0', ' 2 ', '2abc', ''];
const HOSTILE_JSON_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, '', 'x'.repeat(300), 'Infinity', 'NaN', [], [1, 2], {}, { nested: { deeper: [null] } }];
const MALFORMED_BODIES = ['{', '{"a":', '{a:1}', "{'a':1}", '[', ']', 'null', '1', '"text"', '[]', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"x":1}}}', '1e309', '{"gpa":1e309}', ' '];

export function generateRequests(doc: OpenApiDocument, count: number, seed: number, accessToken: string): FuzzRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })));

  const numeric = (schema: JsonSchema | undefined) => [schema?.type ?? []].flat().some((type) => type === 'integer' || type === 'number');
  const queryValue = (schema: JsonSchema | undefined) => (numeric(schema) && chance(0.8) ? pick(HOSTILE_NUMBERS) : pick(HOSTILE_TEXT));
  // Half the values go raw, so the router and query parser meet broken escapes too.
  const encode = (text: string) => (chance(0.5) ? text : encodeURIComponent(text));

  function body(operation: Operation): string {
    if (chance(0.3)) return pick(MALFORMED_BODIES);
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const fields = Object.keys(schema?.properties ?? {});
    const value: Record<string, unknown> = {};
    for (const field of fields) if (chance(0.7)) value[field] = pick(HOSTILE_JSON_VALUES);
    if (chance(0.2)) value[`unknown_${Math.floor(random() * 100)}`] = pick(HOSTILE_JSON_VALUES);
    const text = JSON.stringify(value);
    // JSON cannot write Infinity; a number literal too large for a double reads as one.
    return chance(0.15) && fields.length > 0 ? text.replace(/^\{/, `{"${pick(fields)}":1e400,`) : text;
  }

  function headers(operation: Operation): Record<string, string> {
    const result: Record<string, string> = {};
    const auth = random();
    if (auth < 0.45) result.authorization = `Bearer ${accessToken}`;
    else if (auth < 0.6) result.authorization = pick(['Bearer', 'Bearer ', 'Bearer a.b.c', `Bearer ${accessToken}x`, 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(9000)}`]);
    else if (auth < 0.65 && operation.security) result.authorization = `bearer  ${accessToken}`;
    if (chance(0.2)) result.origin = pick(['http://localhost:3000', 'http://evil.example', 'null']);
    return result;
  }

  const requests: FuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const { path, method, operation } = pick(operations);
    let url = path.replace(/\{(\w+)\}/g, () => (chance(0.2) ? 'stanford-university' : encode(pick(HOSTILE_TEXT)) || '%20'));
    const query: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'query' || chance(0.3)) continue;
      query.push(`${encodeURIComponent(parameter.name)}=${encode(queryValue(parameter.schema))}`);
      if (chance(0.1)) query.push(`${encodeURIComponent(parameter.name)}=${encode(queryValue(parameter.schema))}`); // repeated: an array
    }
    if (chance(0.1)) query.push(`${encode(pick(HOSTILE_TEXT))}=${encode(pick(HOSTILE_TEXT))}`);
    if (query.length > 0) url += `?${query.join('&')}`;
    const request: FuzzRequest = { method: method as FuzzRequest['method'], url, headers: headers(operation) };
    if (method === 'POST') {
      const contentType = random();
      request.headers['content-type'] = contentType < 0.85 ? 'application/json' : pick(['text/plain', 'application/xml', 'application/json; charset=latin1', 'multipart/form-data']);
      request.payload = chance(0.02) ? `{"message":"${'x'.repeat(70 * 1024)}"}` : body(operation);
    }
    // Now and then a method the route does not have.
    if (chance(0.05)) request.method = pick(['PUT', 'DELETE', 'PATCH'] as const);
    requests.push(request);
  }
  return requests;
}

const RAW_PATHS = ['/api/health', '/api/public/universities?page=1', '/api/auth/refresh', '/api/contact'];

/**
 * Raw HTTP/1.1 requests that Node's parser refuses before Fastify sees them:
 * headers past the 16 KiB limit (one long header or many), a broken request
 * line, a header name with a forbidden character, a bad Content-Length.
 */
export function generateRawRequests(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const size = () => 16 * 1024 + Math.floor(random() * 48 * 1024);
  const kinds: (() => string)[] = [
    () => `GET ${pick(RAW_PATHS)} HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(size())}\r\n\r\n`,
    () => `GET ${pick(RAW_PATHS)} HTTP/1.1\r\nHost: x\r\n${Array.from({ length: Math.ceil(size() / 40) }, (_, i) => `X-Filler-${i}: ${'f'.repeat(28)}\r\n`).join('')}\r\n`,
    () => `POST /api/contact HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'t'.repeat(size())}\r\nContent-Length: 2\r\n\r\n{}`,
    () => `${pick(['G ET', 'GET\u0001', '\u0000GET'])} / HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `GET ${pick(RAW_PATHS)} HTTP/1.1\r\nHost: x\r\n${pick(['Bad Header', 'X(Y)', 'Ünicode'])}: 1\r\n\r\n`,
    () => `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: ${pick(['-1', 'abc', '1, 2'])}\r\n\r\n{}`,
    () => `GET ${pick(RAW_PATHS)} HTTP/9.9\r\nHost: x\r\n\r\n`,
  ];
  return Array.from({ length: count }, () => pick(kinds)());
}
