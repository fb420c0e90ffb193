import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Die Startseite zeigt Beiträge der Leute, denen du folgst. Noch ist sie leer: Folge ein paar Leuten oder fang mit den öffentlichen Timelines an.",
  local: "Beiträge aller Leute auf {instance}",
  federated: "öffentliche Beiträge anderer Server, denen Leute hier folgen",
  suggestions: "Leute zum Folgen",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
