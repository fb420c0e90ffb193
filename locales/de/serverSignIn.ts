import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Mit deinem Server anmelden",
  intro: "Du hast ein Konto auf einem anderen Mastodon-kompatiblen Server? Melde dich dort an und nutze es hier.",
  name: "Dein Server",
  nameHint: "Sein Name, etwa example.social, oder dein Handle, etwa @du@example.social.",
  submit: "Weiter zu deinem Server",
  going: "Dein Server wird geöffnet …",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
