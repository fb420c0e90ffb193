import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Co słychać?",
  home: "Strona główna",
  local: "Lokalna",
  federated: "Sfederowana",
  tagTitle: "#{tag}",
  bookmarks: "Zakładki",
  customFeed: "Własny kanał",
  noPosts: "Nie znaleziono wpisów",
  nextPage: "Pokaż więcej wpisów",
  loadFailed: "Nie udało się wczytać wpisów: {message}",
  welcome: "Witaj na {instance}!",
  readOnly: "Twoje konto jest tylko do odczytu: możesz czytać wpisy, polubić je i dodać do zakładek, ale nie możesz niczego publikować.",
  browseDirectory: "Przeglądaj katalog profili",
  feedNotFound: "Nie znaleziono kanału",
  live: {
    newPosts: "{count} {{|nowy wpis|nowe wpisy|nowe wpisy|nowych wpisów|nowego wpisu}}",
    repostedBy: "Udostępnili:",
    alsoRepostedBy: "Udostępnili też:",
  },
  firstRun: {
    intro: "Strona główna pokazuje wpisy osób, które obserwujesz. Na razie jest pusta: zaobserwuj kilka osób albo zacznij od publicznych osi czasu.",
    local: "wpisy wszystkich osób na {instance}",
    federated: "publiczne wpisy z innych serwerów obserwowanych przez osoby stąd",
    suggestions: "Osoby warte obserwowania",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
