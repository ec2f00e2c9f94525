/**
 * Guests read the public endpoints, which return only the basic fields; signed-in
 * users read the full records (SPEC section 6). `suffix` is the part after the base.
 */
export function universitiesPath(loggedIn: boolean, suffix = ''): string {
  return `${loggedIn ? '/api/universities' : '/api/public/universities'}${suffix}`;
}
