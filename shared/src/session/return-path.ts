// Where sign-in sends a student back to. Only a path on this site is accepted:
// `next=//evil.example` or `next=https://…` would make the login page an open redirect.

/** The path if it is a same-site path ("/shortlist?x=1"), else null. */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** /login, remembering where to come back to after signing in. */
export function loginPathFor(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== '/' ? `/login?next=${encodeURIComponent(path)}` : '/login';
}
