import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "O início mostra as publicações das pessoas que você segue. Por enquanto está vazio: siga algumas pessoas ou comece pelas linhas do tempo públicas.",
  local: "as publicações de todo mundo em {instance}",
  federated: "publicações públicas de outros servidores seguidos por pessoas daqui",
  suggestions: "Pessoas para seguir",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
