// Words of the form that signs in with another server: the landing page shows it, so they travel with the form
// alone (the rest of "accounts" loads with the code that needs it).
export default {
  title: "Sign in with your server",
  intro: "Have an account on another Mastodon-compatible server? Sign in there and use it here.",
  name: "Your server",
  nameHint: "Its name, such as example.social, or your handle, such as @you@example.social.",
  submit: "Continue to your server",
  going: "Opening your server…",
} as const;
