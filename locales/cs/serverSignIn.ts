import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Přihlásit se svým serverem",
  intro: "Máte účet na jiném serveru kompatibilním s Mastodonem? Přihlaste se tam a používejte ho tady.",
  name: "Váš server",
  nameHint: "Jeho název, například example.social, nebo vaše adresa, například @vy@example.social.",
  submit: "Pokračovat na váš server",
  going: "Otevírá se váš server…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
