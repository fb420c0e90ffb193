import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "O início mostra as publicações das pessoas que segue. Por agora está vazio: siga algumas pessoas ou comece pelas cronologias públicas.",
  local: "as publicações de todos em {instance}",
  federated: "publicações públicas de outros servidores seguidos por pessoas daqui",
  suggestions: "Pessoas para seguir",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
