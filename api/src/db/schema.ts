// Table shapes as Kysely sees them. Times are epoch milliseconds stored as
// double precision: one portable, comparable type on SQLite and PostgreSQL
// (pg returns bigint as a string, which would leak into comparisons).

export interface UniversitiesTable {
  slug: string;
  /** The university's place in the list's one order (features/universities/list-order.ts). */
  list_position: number;
  name: string;
  /** Lower-cased, accent-free forms of the name, city and state (lib/search-text.ts): search terms and the calculator's names. */
  name_search: string;
  city_search: string;
  state_search: string;
  country: string;
  /** The tuition in US$ (a CA$ figure converted): the SPEC's tuition bands compare it. */
  tuition_fees_usd: number | null;
  category: string;
  grad_atlas_rank: number | null;
  acceptance_rate: number | null;
  /** A guest's view (GuestUniversity) as JSON: the fields SPEC section 6 allows, with the guest summary. */
  guest_record: string;
  /** The whole record (UniversityRecord) as JSON, for signed-in students. */
  record: string;
}

/** Every word start of a university's name, city and state, with the rest of that text (prefix search). */
export interface UniversitySearchTermsTable {
  term: string;
  slug: string;
  name_start: number;
  list_position: number;
}

/** A university's programme as programs.json gives it, awarded in the latest year or the one before. */
export interface UniversityProgrammesTable {
  slug: string;
  /** A 6-digit CIP 2020 code ("11.0701"). */
  code: string;
  level: string;
  /** Awards in the latest year (0 when only the year before awarded one). */
  awards: number;
  /** 1 when the code is on the DHS STEM list. */
  stem: number;
}

/** A university's programmes as programs.json lists them, for its detail page. */
export interface UniversityProgrammeListsTable {
  slug: string;
  /** JSON: programs.json's rows of the university ([code, level, awards, previous awards]). */
  programmes: string;
}

/** What a university awarded under one code at one level a filter asks for, derived from university_programmes (features/programs/program-awards.ts). */
export interface UniversityAwardsTable {
  slug: string;
  /** A 6-digit CIP 2020 code, its series ("11.07"), its family ("11"), or "*" for any programme. */
  code: string;
  /** "masters", "doctoral", or "degree" for any of master's, doctoral and professional. */
  level: string;
  list_position: number;
  awards: number;
  stem_awards: number;
  stem: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: string;
  provider: string;
  subject: string;
  name: string;
  email: string;
  picture: string | null;
  created_at: number;
  updated_at: number;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_id: string;
  created_at: number;
  /** Absolute end of the whole family (sign-in + 30 days); rotation never extends it. */
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** One sign-in: the family of refresh tokens rotated from it (features/auth/refresh-tokens.ts). */
export interface SessionsTable {
  /** The family id of its refresh tokens and the `sid` of its access tokens. */
  id: string;
  user_id: string;
  created_at: number;
  /** Absolute end (sign-in + 30 days); rotation never extends it. */
  expires_at: number;
  /** The last rotation; null until the first. */
  refreshed_at: number | null;
  /** Set once, by logout or reuse detection; a session never comes back. */
  ended_at: number | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  client_ip: string | null;
  created_at: number;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  status_code: number;
  response: string;
  created_at: number;
}

export interface ShortlistEntriesTable {
  user_id: string;
  /** The university's slug when it was added. */
  university_slug: string;
  /** Orders the list (oldest first); unique within a user (shortlist-entries.ts). */
  created_at: number;
}

/** One Web Vitals metric of one page view (features/field-data). */
export interface FieldMetricsTable {
  /** Random hex the browser made for this metric of this page view. */
  id: string;
  /** A route pattern such as /university/:name, never an address. */
  route: string;
  name: string;
  /** Milliseconds, or the unitless CLS score. */
  value: number;
  /** INP only: the kind of tap that set it (FIELD_INTERACTIONS); null otherwise. */
  interaction: string | null;
  created_at: number;
}

/** One failure a visitor's browser reported: its kind and route pattern only. */
export interface FieldErrorsTable {
  id: string;
  route: string;
  kind: string;
  created_at: number;
}

export interface RateLimitCountersTable {
  /** Route and client address (plugins/rate-limit-store.ts). */
  key: string;
  hits: number;
  window_ends_at: number;
}

export interface UsedIdTokensTable {
  /** The issuer and jti of an ID token, or the SHA-256 of one without a jti. */
  token_key: string;
  expires_at: number;
}

/** A signed-in student's chosen currency (features/preferences). */
export interface UserPreferencesTable {
  user_id: string;
  /** An ISO 4217 code the rates list offered when it was chosen. */
  currency: string;
  updated_at: number;
}

export interface Database {
  universities: UniversitiesTable;
  university_search_terms: UniversitySearchTermsTable;
  university_programmes: UniversityProgrammesTable;
  university_awards: UniversityAwardsTable;
  university_programme_lists: UniversityProgrammeListsTable;
  meta: MetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  contact_messages: ContactMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  shortlist_entries: ShortlistEntriesTable;
  field_metrics: FieldMetricsTable;
  field_errors: FieldErrorsTable;
  rate_limit_counters: RateLimitCountersTable;
  used_id_tokens: UsedIdTokensTable;
  user_preferences: UserPreferencesTable;
}
