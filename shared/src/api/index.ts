// @gradatlas/shared/api: the one HTTP client, and what apps need to read its
// failures. Token storage stays private to the package. Apps never import
// axios themselves (lint says so): what they need of it is re-exported here.
export { isAxiosError, isCancel, type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
export { apiClient, httpStatus, serverErrors, serverMessage } from './client';
export { RefreshError, RefreshUnavailableError } from './refresh';
// For the session door, which wires the client to the session (proactive
// refresh; a refused refresh logs out). Apps do not call these.
export { refreshTokens, setAuthFailureHandler } from './client';
