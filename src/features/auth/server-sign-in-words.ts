import type { TranslationFunctions } from "../../../locales/i18n-types";
import { errorMessage } from "../../state/errors";
import { ServerSignInError } from "./server-sign-in-error";
import "../../state/ns/accounts";

/** The translated sentence for a failed sign-in with another server, with the server's own words when it gave any. */
export function serverSignInMessage(LL: TranslationFunctions, error: unknown): string {
  if (!(error instanceof ServerSignInError)) return errorMessage(LL, error);
  const words = LL.accounts.signIn;
  const sentence = words[error.kind]();
  return error.detail ? `${sentence} ${words.serverSaid({ message: error.detail })}` : sentence;
}
