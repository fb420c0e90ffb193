import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Co se vám honí hlavou?",
  home: "Domů",
  local: "Místní",
  federated: "Federované",
  tagTitle: "#{tag}",
  bookmarks: "Záložky",
  customFeed: "Vlastní kanál",
  noPosts: "Nebyly nalezeny žádné příspěvky",
  nextPage: "Zobrazit další příspěvky",
  loadFailed: "Příspěvky se nepodařilo načíst: {message}",
  welcome: "Vítejte na {instance}!",
  readOnly: "Váš účet je jen pro čtení: příspěvky můžete číst, oblibovat si je a ukládat do záložek, ale nemůžete publikovat.",
  browseDirectory: "Procházet adresář profilů",
  feedNotFound: "Kanál nebyl nalezen",
  live: {
    newPosts: "{count} {{|nový příspěvek|nové příspěvky|nové příspěvky|nového příspěvku|nových příspěvků}}",
    repostedBy: "Sdíleli:",
    alsoRepostedBy: "Sdíleli také:",
  },
  firstRun: {
    intro: "Domovská časová osa ukazuje příspěvky lidí, které sledujete. Zatím je prázdná: začněte sledovat pár lidí, nebo si projděte veřejné časové osy.",
    local: "příspěvky všech na {instance}",
    federated: "veřejné příspěvky z jiných serverů, které sledují lidé odsud",
    suggestions: "Koho sledovat",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
