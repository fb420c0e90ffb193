// What the session (state/session.ts) calls of the account list, as one object. The session loads it with import(),
// and a lazily loaded module's file names every export it has: with the list's dozen exports, that file was a
// quarter of a kilobyte on every signed-in page, while its code travels in the people chunk (app/chunks/people.ts).
import { adoptAccount, describe, loadAccounts, readCredentialAccount, signedInAccountsAtom, signedOut, signInWith } from "./signed-in-accounts";

export const accountList = { adoptAccount, describe, loadAccounts, readCredentialAccount, signedInAccountsAtom, signedOut, signInWith };
