/**
 * The schema of `config.json`, and the type of a valid file derived from it.
 * Deploys write the file by hand or from their environment, so it is checked
 * before the site uses it: a production build with a missing or wrong file
 * shows what is wrong instead of quietly calling a developer's localhost. The
 * browser does not carry a validator library for this one check (Ajv or
 * TypeBox's compiler would add over 20 KB gzip to every page), nor this
 * module:
 * `runtime-config-validator.generated.cjs` is Ajv's standalone code for this
 * schema, written by `npm run generate:config-validator -w shared` and held
 * equal to the schema by a test.
 */
import { Type, type Static } from '@sinclair/typebox';

const httpAddress = () => Type.String({ pattern: '^https?://[^\\s/?#]+(/[^\\s]*)?$' });

export const RUNTIME_CONFIG_SCHEMA = Type.Object(
  {
    /** Origin of the GradAtlas API (a trailing slash is dropped on loading). */
    apiUrl: httpAddress(),
    /** Google OAuth client id; empty means the local development sign-in. */
    googleClientId: Type.String(),
    /** The one external booking short link every counseling button opens. */
    counselingUrl: httpAddress(),
    /** Public contact address shown on Contact Us and in the legal pages. */
    contactEmail: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    /** Federation manifest address of each remote (read by the host only). */
    remotes: Type.Object({ universities: httpAddress(), chances: httpAddress(), content: httpAddress() }, { additionalProperties: false }),
  },
  { $id: 'https://gradatlas.example/schemas/config.json' },
);

/**
 * A valid config.json, as the scripts and servers that write it see it (every
 * remote named). The config door's RuntimeConfig is written out in
 * runtime-config.ts; see there why it does not use this type yet.
 */
export type SiteRuntimeConfig = Static<typeof RUNTIME_CONFIG_SCHEMA>;
