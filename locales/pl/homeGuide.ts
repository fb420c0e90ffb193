import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Strona główna pokazuje wpisy osób, które obserwujesz. Na razie jest pusta: zaobserwuj kilka osób albo zacznij od publicznych osi czasu.",
  local: "wpisy wszystkich osób na {instance}",
  federated: "publiczne wpisy z innych serwerów obserwowanych przez osoby stąd",
  suggestions: "Osoby warte obserwowania",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
