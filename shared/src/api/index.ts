// @gradatlas/shared/api: the one HTTP client, and what apps need to read its
// failures. Token storage stays private to the package.
export { apiClient, httpStatus, serverErrors, serverMessage } from './client';
export { RefreshError } from './refresh';
export { HttpError } from './http';
export type { ApiResponse, RequestOptions } from './http';
// For the session door, which wires the client to the session (proactive
// refresh; a failed refresh logs out). Apps do not call these.
export { refreshTokens, setAuthFailureHandler } from './client';
