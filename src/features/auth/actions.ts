import { atom } from "jotai";
import { getAccessToken, registerAccount, type Credentials } from "../../api/endpoints/auth";
import { apiAtom, instanceAtom, signInAtom } from "../../state/session";
import { ethereumSignInMessage, randomNonce } from "./sign-in-messages";
import type { FormFields, FormMode, LoginMethod } from "./sign-in-rules";

export interface AuthRequest {
  mode: FormMode;
  method: LoginMethod;
  fields: FormFields;
  /** The Monero message shown to the person, which they signed. */
  moneroMessage: string;
}

/** The whole sign-in or sign-up intent. Resolves false when a wallet signature was declined (silent cancel). */
export const authenticateAtom = atom(null, async (get, set, request: AuthRequest): Promise<boolean> => {
  const api = get(apiAtom);
  const { mode, method, fields } = request;
  let credentials: Credentials;
  if (method === "password") {
    credentials = { grant_type: "password", username: fields.username, password: fields.password };
  } else if (method === "caip122_monero") {
    credentials = { grant_type: "caip122_monero", message: request.moneroMessage, signature: fields.signature.trim() };
  } else {
    const wallet = await import("../../lib/wallet");
    const address = wallet.checksumAddress(await wallet.requestAccount());
    const instance = get(instanceAtom);
    const message = ethereumSignInMessage({
      domain: instance?.uri ?? location.host,
      address,
      statement: instance?.login_message ?? "",
      origin: location.origin,
      nonce: randomNonce(),
      issuedAt: new Date(),
    });
    const signature = await wallet.personalSign(address, message);
    if (signature === null) return false;
    credentials = { grant_type: "eip4361", message, signature };
  }
  if (mode === "signUp") {
    await registerAccount(api, {
      authentication_method: method,
      username: fields.username,
      password: method === "password" ? fields.password : undefined,
      message: "message" in credentials ? credentials.message : undefined,
      signature: "signature" in credentials ? credentials.signature : undefined,
      invite_code: fields.inviteCode.trim() || undefined,
    });
  }
  const token = await getAccessToken(api, credentials);
  await set(signInAtom, token.access_token);
  return true;
});
