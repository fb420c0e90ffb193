// Words of signing in with another server (its errors) and of several signed-in accounts: loaded with the code
// that needs them, not with the landing page.
export default {
  signIn: {
    finishing: "Finishing sign-in…",
    invalidName: "That is not a server name. Type its name, such as example.social, or your handle, such as @you@example.social.",
    unknownServer: "No server answered at that name. Check the spelling; if it is right, this client may not be allowed to connect to it.",
    notMastodon: "That server does not offer a Mastodon-compatible API, so you cannot sign in to it from here.",
    registrationRefused: "The server refused to register this app, so you cannot sign in to it from here.",
    denied: "You did not allow this app to use your account. Nothing was changed.",
    stateMismatch: "This sign-in answer does not match a sign-in started here (it may be old or from another page). Please start again.",
    codeRefused: "The server did not accept the sign-in. Please try again.",
    network: "The server could not be reached. Check your connection and try again.",
    serverSaid: "The server said: {message}",
    failedTitle: "Sign-in did not finish",
    tryAgain: "Try again",
  },
  switchTo: "Switch to {name} ({handle})",
  add: "Add an account",
  addTitle: "Add an account",
  addIntro: "Sign in with another account. You stay signed in to the ones you have, and can switch between them from the account menu.",
  signOutOf: "Log out of {handle}",
  switchFailed: "Could not switch to {handle}: {message}",
  continueAs: "Continue as",
  continueAsName: "Continue as {name} ({handle})",
  switchRefused: "{handle} is no longer signed in here: its server refused the saved sign-in, so it was removed from this list. Sign in again to use it.",
} as const;
