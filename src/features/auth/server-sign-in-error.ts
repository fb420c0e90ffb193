// The named ways signing in with another server can fail; the words for each are in the accounts namespace.
export type ServerSignInFailure =
  | "invalidName"
  | "unknownServer"
  | "notMastodon"
  | "registrationRefused"
  | "denied"
  | "stateMismatch"
  | "codeRefused"
  | "network";

export class ServerSignInError extends Error {
  constructor(
    readonly kind: ServerSignInFailure,
    /** The server's own words, when it gave any. */
    readonly detail = "",
  ) {
    super(kind);
    this.name = "ServerSignInError";
  }
}
