import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Raccourcis clavier",
  then: "puis",
  next: "Publication suivante",
  previous: "Publication précédente",
  open: "Ouvrir la publication",
  reply: "Répondre",
  like: "J’aime",
  repost: "Republier",
  menu: "Plus d’actions",
  compose: "Nouvelle publication",
  search: "Rechercher",
  home: "Aller à l’accueil",
  notifications: "Aller aux notifications",
  help: "Afficher cette liste",
  turnOff: "Vous pouvez désactiver les raccourcis clavier dans les paramètres.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
