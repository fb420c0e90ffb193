import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Logga in med din server",
  intro: "Har du ett konto på en annan Mastodon-kompatibel server? Logga in där och använd det här.",
  name: "Din server",
  nameHint: "Dess namn, till exempel example.social, eller ditt användarnamn, till exempel @du@example.social.",
  submit: "Fortsätt till din server",
  going: "Öppnar din server …",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
