/**
 * The JSON Schema of `config.json`. Deploys write the file by hand or from
 * their environment, so it is checked before the site uses it: a production
 * build with a missing or wrong file shows what is wrong instead of quietly
 * calling a developer's localhost. The browser does not carry a validator
 * library for this one check (Ajv or TypeBox would add over 20 KB gzip to
 * every page): `runtime-config-validator.generated.cjs` is Ajv's standalone
 * code for this schema, written by `npm run generate:config-validator -w shared`
 * and held equal to the schema by a test.
 */
const httpAddress = { type: 'string', pattern: '^https?://[^\\s/?#]+(/[^\\s]*)?$' } as const;

export const RUNTIME_CONFIG_SCHEMA = {
  $id: 'https://gradatlas.example/schemas/config.json',
  type: 'object',
  required: ['apiUrl', 'googleClientId', 'counselingUrl', 'contactEmail', 'remotes'],
  properties: {
    apiUrl: httpAddress,
    googleClientId: { type: 'string' },
    counselingUrl: httpAddress,
    contactEmail: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    remotes: {
      type: 'object',
      required: ['universities', 'chances', 'content'],
      additionalProperties: false,
      properties: { universities: httpAddress, chances: httpAddress, content: httpAddress },
    },
  },
} as const;
