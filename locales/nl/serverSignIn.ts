import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Inloggen met je server",
  intro: "Heb je een account op een andere Mastodon-compatibele server? Log daar in en gebruik het hier.",
  name: "Je server",
  nameHint: "De naam, zoals example.social, of je handle, zoals @jij@example.social.",
  submit: "Verder naar je server",
  going: "Je server wordt geopend…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
