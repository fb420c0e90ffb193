import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Prihlásiť sa svojím serverom",
  intro: "Máte účet na inom serveri kompatibilnom s Mastodonom? Prihláste sa tam a používajte ho tu.",
  name: "Váš server",
  nameHint: "Jeho názov, napríklad example.social, alebo vaša adresa, napríklad @vy@example.social.",
  submit: "Pokračovať na váš server",
  going: "Otvára sa váš server…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
