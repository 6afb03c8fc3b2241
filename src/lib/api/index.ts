/** The only way islands reach the product API: the client, one function per call, the outbox and the status poll. */
export { API_TIMEOUT_MS, ApiRequestError, createApiClient, isTransientError } from './client.ts';
export { defaultApiClient } from '../session/api-client.ts';
export type { ApiClient, ApiClientDeps, ApiErrorKind, RequestOptions } from './client.ts';
export * from './endpoints.ts';
export * from './practice-endpoints.ts';
export * from './admin-endpoints.ts';
export * from './completion-outbox.ts';
export * from './connection.ts';
export type * from '../../shared/api-types.ts';
