import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "L’accueil montre les publications des personnes que vous suivez. Il est vide pour l’instant : suivez quelques personnes, ou commencez par les fils publics.",
  local: "les publications de tout le monde sur {instance}",
  federated: "les publications publiques d’autres serveurs suivis par des personnes d’ici",
  suggestions: "Personnes à suivre",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
