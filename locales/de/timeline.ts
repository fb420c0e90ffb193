import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Was gibt’s Neues?",
  home: "Startseite",
  local: "Lokal",
  federated: "Föderiert",
  tagTitle: "#{tag}",
  bookmarks: "Lesezeichen",
  customFeed: "Eigener Feed",
  noPosts: "Keine Beiträge gefunden",
  nextPage: "Weitere Beiträge anzeigen",
  loadFailed: "Die Beiträge konnten nicht geladen werden: {message}",
  welcome: "Willkommen auf {instance}!",
  readOnly: "Dein Konto ist schreibgeschützt: Du kannst Beiträge lesen, mit „Gefällt mir“ markieren und als Lesezeichen speichern, aber nichts veröffentlichen.",
  browseDirectory: "Profilverzeichnis durchsuchen",
  feedNotFound: "Feed nicht gefunden",
  live: {
    newPosts: "{count} {{neuer Beitrag|neue Beiträge}}",
    repostedBy: "Geteilt von",
    alsoRepostedBy: "Auch geteilt von",
  },
  firstRun: {
    intro: "Die Startseite zeigt Beiträge der Leute, denen du folgst. Noch ist sie leer: Folge ein paar Leuten oder fang mit den öffentlichen Timelines an.",
    local: "Beiträge aller Leute auf {instance}",
    federated: "öffentliche Beiträge anderer Server, denen Leute hier folgen",
    suggestions: "Leute zum Folgen",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
