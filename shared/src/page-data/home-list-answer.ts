/**
 * The home page's first explore request, as a guest's page sends it (the
 * explorer's page 1 of six, no filter): the host's server writes the answer
 * to this path into the home page (scripts/server-pages), and the explorer
 * reads it from there instead of asking again (remote-universities). One
 * constant for both, so a change on one side cannot leave the other asking
 * for a key that is never written.
 */
export const HOME_LIST_API_PATH = '/api/public/universities?page=1&limit=6';
