import type { TranslationFunctions } from "../../locales/i18n-types";
import { ApiError, NETWORK_ERROR, PROFILE_NOT_SAVED, UNKNOWN_ERROR } from "../api/client";

// Server messages the client recognises, translated; anything else is shown as the server wrote it. A Map, so
// that a message such as "__proto__" or "constructor" finds nothing instead of Object's own members.
const KNOWN = new Map<string, (LL: TranslationFunctions) => string>([
  ["access token is invalid", (LL) => LL.errors.sessionExpired()],
  ["user must be authenticated", (LL) => LL.errors.notAuthenticated()],
  ["authentication required", (LL) => LL.errors.notAuthenticated()],
  ["permission error", (LL) => LL.errors.permission()],
  ["request body is too large", (LL) => LL.errors.requestTooLarge()],
  ["Too Many Requests", (LL) => LL.errors.tooManyRequests()],
  [UNKNOWN_ERROR, (LL) => LL.errors.unknown()],
  // A server failure's only words (Mitra hides its details behind these): English, and no more than "unknown".
  ["internal error", (LL) => LL.errors.unknown()],
  ["database error", (LL) => LL.errors.unknown()],
  [PROFILE_NOT_SAVED, (LL) => LL.errors.servers.profileNotSaved()],
]);

/**
 * The one "not found" rule: 404, or (for a lookup by id) 400, which is how the server answers an id that is not
 * even well formed ("UUID parsing failed…"). Such a page says "not found" and offers no Retry that cannot work.
 */
export const isNotFound = (error: unknown, byId = true): boolean =>
  error instanceof ApiError && (error.status === 404 || (byId && error.status === 400));

/** A module that could not be downloaded (each browser words it differently), or a plain fetch that got no answer. */
const LOST_DOWNLOAD = /dynamically imported module|module script failed|error loading dynamically|failed to fetch/i;

/**
 * A failed connection (status 0 is also used for an answer that could not be read), or code of the action or view
 * that could not be downloaded: offline, that is the same failure and is said, and waited out, as one.
 */
export const isConnectionLost = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 0 && error.message === NETWORK_ERROR : error instanceof Error && LOST_DOWNLOAD.test(error.message);

/** The message to show a person for any failure. */
export function errorMessage(LL: TranslationFunctions, error: unknown): string {
  if (isConnectionLost(error)) return LL.errors.network();
  if (error instanceof ApiError) {
    if (error.status === 429) return LL.errors.tooManyRequests();
    // A server failure without a message of its own: the status text would be English in every language.
    if (error.status >= 500 && !error.code) return LL.errors.unknown();
    const known = KNOWN.get(error.message);
    if (known) return known(LL);
    return (typeof error.message === "string" && error.message) || LL.errors.unknown();
  }
  return LL.errors.unknown();
}

/** An answer that does not have the shape the client needs. The message is translated where it is shown. */
export class MalformedAnswer extends Error {
  constructor(what: string) {
    super(`malformed answer: ${what}`);
    this.name = "MalformedAnswer";
  }
}

/** The translated message for a failed query or mutation: a malformed answer has its own sentence. */
export function queryErrorMessage(LL: TranslationFunctions, error: unknown): string {
  return error instanceof MalformedAnswer ? LL.common.query.malformed() : errorMessage(LL, error);
}
