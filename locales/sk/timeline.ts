import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Na čo myslíte?",
  home: "Domov",
  local: "Miestne",
  federated: "Federované",
  tagTitle: "#{tag}",
  bookmarks: "Záložky",
  customFeed: "Vlastný kanál",
  noPosts: "Nenašli sa žiadne príspevky",
  nextPage: "Zobraziť ďalšie príspevky",
  loadFailed: "Príspevky sa nepodarilo načítať: {message}",
  welcome: "Vitajte na {instance}!",
  readOnly: "Váš účet je len na čítanie: príspevky môžete čítať, obľubovať si a ukladať do záložiek, ale nemôžete zverejňovať.",
  browseDirectory: "Prehliadať adresár profilov",
  feedNotFound: "Kanál sa nenašiel",
  live: {
    newPosts: "{count} {{|nový príspevok|nové príspevky|nové príspevky|nového príspevku|nových príspevkov}}",
    repostedBy: "Zdieľali:",
    alsoRepostedBy: "Zdieľali aj:",
  },
  firstRun: {
    intro: "Domovská časová os zobrazuje príspevky ľudí, ktorých sledujete. Zatiaľ je prázdna: začnite sledovať pár ľudí alebo si prezrite verejné časové osi.",
    local: "príspevky všetkých na {instance}",
    federated: "verejné príspevky z iných serverov, ktoré sledujú ľudia odtiaľto",
    suggestions: "Koho sledovať",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
