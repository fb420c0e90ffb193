import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Domovská časová os zobrazuje príspevky ľudí, ktorých sledujete. Zatiaľ je prázdna: začnite sledovať pár ľudí alebo si prezrite verejné časové osi.",
  local: "príspevky všetkých na {instance}",
  federated: "verejné príspevky z iných serverov, ktoré sledujú ľudia odtiaľto",
  suggestions: "Koho sledovať",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
