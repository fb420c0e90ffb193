import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Acasă arată postările persoanelor pe care le urmărești. Deocamdată e gol: urmărește câteva persoane sau începe cu cronologiile publice.",
  local: "postările tuturor de pe {instance}",
  federated: "postări publice de pe alte servere urmărite de oamenii de aici",
  suggestions: "Persoane de urmărit",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
