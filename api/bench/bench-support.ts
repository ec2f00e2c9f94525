/**
 * What the API benchmarks share (benchmark.ts, ab.ts, profile.ts): the
 * endpoints they drive, waiting for a server, signing in and the median.
 */

export interface BenchEndpoint {
  /** The short name the command line uses (profile.ts, ONLY= for ab.ts). */
  name: string;
  /** How the tables describe it. */
  label: string;
  path: string;
  signedIn: boolean;
}

export const BENCH_ENDPOINTS: BenchEndpoint[] = [
  { name: 'list-guest', label: 'list (guest, page 2)', path: '/api/public/universities?page=2&limit=6', signedIn: false },
  {
    name: 'list-signed-in',
    label: 'list (signed in, USA, tuition band)',
    path: '/api/universities?page=1&limit=6&country=USA&minTuition=25001&maxTuition=35000',
    signedIn: true,
  },
  { name: 'search-guest', label: 'search (guest, "uni")', path: '/api/public/universities/search?query=uni&limit=6', signedIn: false },
  { name: 'detail-guest', label: 'detail (guest)', path: '/api/public/universities/slug/stanford-university', signedIn: false },
  { name: 'detail-signed-in', label: 'detail (signed in)', path: '/api/universities/slug/stanford-university', signedIn: true },
];

/** Resolves once `url` answers without a server error (30 s at most). */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** An access token of the development sign-in's student (the server runs with DEV_IDENTITY=true). */
export async function signIn(base: string): Promise<string> {
  const { idToken } = (await (await fetch(`${base}/api/dev-identity/id-token`, { method: 'POST' })).json()) as { idToken: string };
  const answer = await fetch(`${base}/api/auth/verify-google-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: idToken }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
