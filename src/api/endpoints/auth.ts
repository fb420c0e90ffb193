import { send, sendOne, type Api } from "../client";

import type { AuthenticationMethod, CredentialAccount, Token } from "../types";

type ReadAccount = (raw: unknown) => CredentialAccount | null;
// The reader loads on first use rather than in the first bundle (the landing page's size budget).
const reader = (): Promise<ReadAccount> => import("../normalize/account").then((m) => m.readCredentialAccount);

/** What the sign-in form collects: a password, or a wallet-signed sign-in message. */
export type Credentials =
  | { grant_type: "password"; username: string; password: string }
  | { grant_type: "eip4361" | "caip122_monero"; message: string; signature: string }
  | {
      grant_type: "authorization_code";
      code: string;
      client_id: string;
      client_secret: string;
      redirect_uri: string;
      code_verifier: string;
      scope: string;
    };

export async function getAccessToken(api: Api, credentials: Credentials): Promise<Token> {
  return (await send(api, api.client.POST("/oauth/token", { body: credentials }))).data;
}

export async function revokeToken(api: Api, token: string): Promise<void> {
  await send(api, api.client.POST("/oauth/revoke", { body: { token } }));
}

export interface Registration {
  authentication_method: AuthenticationMethod;
  username: string;
  password?: string;
  message?: string;
  signature?: string;
  invite_code?: string;
}

/** Creates the account (201). No token comes back: sign in with getAccessToken next. */
export async function registerAccount(api: Api, registration: Registration): Promise<CredentialAccount> {
  const read = await reader();
  return sendOne(api, api.client.POST("/api/v1/accounts", { body: registration }), read);
}

/** `loadReader`: where the reader comes from; a signed-in start takes it from a module it loads anyway (state/session). */
export async function verifyCredentials(api: Api, loadReader: () => Promise<ReadAccount> = reader): Promise<CredentialAccount> {
  const read = await loadReader();
  return sendOne(api, api.client.GET("/api/v1/accounts/verify_credentials"), read);
}

