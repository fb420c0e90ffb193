import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Se connecter avec votre serveur",
  intro: "Vous avez un compte sur un autre serveur compatible avec Mastodon ? Connectez-vous-y et utilisez-le ici.",
  name: "Votre serveur",
  nameHint: "Son nom, par exemple example.social, ou votre identifiant, par exemple @vous@example.social.",
  submit: "Continuer vers votre serveur",
  going: "Ouverture de votre serveur…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
