import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Domača časovnica prikazuje objave ljudi, ki jim sledite. Zaenkrat je prazna: začnite slediti nekaj ljudem ali začnite z javnimi časovnicami.",
  local: "objave vseh na {instance}",
  federated: "javne objave z drugih strežnikov, ki jim sledijo ljudje od tu",
  suggestions: "Komu slediti",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
