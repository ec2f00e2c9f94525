/**
 * Part of index.html's inline script: marks <html data-session="member">
 * before the first paint when this browser holds a session's tokens. The
 * server writes a public page's content as a guest sees it; a signed-in
 * student's page may differ (the member endpoints, the shortlist buttons), so
 * static-shell.css hides that content for them and the frame waits for their
 * own render: no guest content flashes and then moves. The names are the
 * token keys of shared/src/api/token-storage.ts (its test holds them equal).
 */
export const SESSION_TOKEN_KEYS = ['accessToken', 'refreshToken'];

export function sessionMarkScript(): string {
  return [
    'try{',
    `if(${JSON.stringify(SESSION_TOKEN_KEYS)}.some(function(k){return localStorage.getItem(k)}))`,
    "document.documentElement.setAttribute('data-session','member');",
    '}catch(e){}',
  ].join('');
}
