import { send, sendOne, type Api } from "../client";
import { readCredentialAccount } from "../normalize/account";
import type { AuthenticationMethod, CredentialAccount, Token } from "../types";

/** What the sign-in form collects: a password, or a wallet-signed sign-in message. */
export type Credentials =
  | { grant_type: "password"; username: string; password: string }
  | { grant_type: "eip4361" | "caip122_monero"; message: string; signature: string };

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
  return sendOne(api, api.client.POST("/api/v1/accounts", { body: registration }), readCredentialAccount);
}

export async function verifyCredentials(api: Api): Promise<CredentialAccount> {
  return sendOne(api, api.client.GET("/api/v1/accounts/verify_credentials"), readCredentialAccount);
}
