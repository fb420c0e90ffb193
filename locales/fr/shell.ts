import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Aller au contenu",
  unreadNotifications: "{count} {{|notification non lue|notifications non lues|notifications non lues|notifications non lues|notifications non lues}}",
  learnMore: "En savoir plus",
  visitorBanner: "Vous naviguez en tant que visiteur.",
  signIn: "Se connecter",
  newPost: "Nouvelle publication",
  safety: {
    framed: "Pour votre sécurité, Mitra ne fonctionne pas à l’intérieur d’un autre site web.",
    openInOwnTab: "Ouvrir Mitra dans son propre onglet",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
