// Messages for failures the client recognises; other server messages are shown as the server wrote them.
export default {
  network: "Could not reach the server. Check your connection and try again.",
  requestTooLarge: "The request body is too large.",
  unknown: "Something went wrong. Please try again.",
  sessionExpired: "Your session has expired. Please sign in again.",
  notAuthenticated: "You need to sign in first.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  permission: "You do not have permission to do that.",
  loadFailed: "Could not load this page: {message}",
  appFailed: "The app could not start: {message}",
  servers: {
    profileNotSaved: "The server did not save the profile: the account it sent back does not show the change.",
  },
  configNotSaved:
    "Your settings are saved on this device and will be saved to your account when the server answers. Not saved yet: {message}",
} as const;
