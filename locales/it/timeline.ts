import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "A cosa stai pensando?",
  home: "Home",
  local: "Locale",
  federated: "Federato",
  tagTitle: "#{tag}",
  bookmarks: "Segnalibri",
  customFeed: "Feed personalizzato",
  noPosts: "Nessun post trovato",
  nextPage: "Mostra altri post",
  loadFailed: "Impossibile caricare i post: {message}",
  welcome: "Ti diamo il benvenuto su {instance}!",
  readOnly: "Il tuo account è in sola lettura: puoi leggere i post, mettere Mi piace e aggiungerli ai segnalibri, ma non pubblicare.",
  browseDirectory: "Sfoglia l’elenco dei profili",
  feedNotFound: "Feed non trovato",
  live: {
    newPosts: "{count} {{nuovo post|nuovi post}}",
    repostedBy: "Ricondiviso da",
    alsoRepostedBy: "Ricondiviso anche da",
  },
  firstRun: {
    intro: "La home mostra i post delle persone che segui. Per ora è vuota: segui qualcuno oppure inizia dalle timeline pubbliche.",
    local: "i post di tutti su {instance}",
    federated: "i post pubblici di altri server seguiti da persone di qui",
    suggestions: "Persone da seguire",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
