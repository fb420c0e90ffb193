import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Domovská časová osa ukazuje příspěvky lidí, které sledujete. Zatím je prázdná: začněte sledovat pár lidí, nebo si projděte veřejné časové osy.",
  local: "příspěvky všech na {instance}",
  federated: "veřejné příspěvky z jiných serverů, které sledují lidé odsud",
  suggestions: "Koho sledovat",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
