import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Accedi con il tuo server",
  intro: "Hai un account su un altro server compatibile con Mastodon? Accedi lì e usalo qui.",
  name: "Il tuo server",
  nameHint: "Il suo nome, come example.social, o il tuo handle, come @tu@example.social.",
  submit: "Continua verso il tuo server",
  going: "Apertura del tuo server…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
