// Registering this client on a server for the OAuth authorization-code flow (only the sign-in flow loads it).
import { ApiError, send, UNKNOWN_ERROR, type Api } from "../client";

/** An OAuth application registered on a server (POST /api/v1/apps): what the code flow needs of it. */
export interface OAuthApp {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
}

/** Registers this client on a server for the authorization-code flow; an answer without credentials is an error. */
export async function registerApp(api: Api, app: { client_name: string; redirect_uris: string; scopes: string; website: string }): Promise<OAuthApp> {
  const { data } = await send(api, api.client.POST("/api/v1/apps", { body: app }));
  const raw = data as unknown as Record<string, unknown> | null;
  if (!raw || typeof raw.client_id !== "string" || !raw.client_id || typeof raw.client_secret !== "string") {
    throw new ApiError(0, UNKNOWN_ERROR);
  }
  return { client_id: raw.client_id, client_secret: raw.client_secret, redirect_uri: app.redirect_uris };
}
