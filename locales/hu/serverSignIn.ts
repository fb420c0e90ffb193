import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Bejelentkezés a saját szervereddel",
  intro: "Van fiókod egy másik Mastodon-kompatibilis szerveren? Jelentkezz be ott, és használd itt.",
  name: "A szervered",
  nameHint: "A neve, például example.social, vagy a felhasználóneved, például @te@example.social.",
  submit: "Tovább a szerveredre",
  going: "A szervered megnyitása…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
