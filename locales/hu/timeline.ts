import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Mi jár a fejedben?",
  home: "Kezdőlap",
  local: "Helyi",
  federated: "Föderált",
  tagTitle: "#{tag}",
  bookmarks: "Könyvjelzők",
  customFeed: "Egyéni hírfolyam",
  noPosts: "Nincsenek bejegyzések",
  nextPage: "További bejegyzések",
  loadFailed: "Nem sikerült betölteni a bejegyzéseket: {message}",
  welcome: "Üdv itt: {instance}!",
  readOnly: "A fiókod csak olvasható: olvashatsz, kedvelhetsz és könyvjelzőzhetsz bejegyzéseket, de nem tehetsz közzé.",
  browseDirectory: "Profilkönyvtár böngészése",
  feedNotFound: "A hírfolyam nem található",
  live: {
    newPosts: "{count} új bejegyzés",
    repostedBy: "Megosztotta:",
    alsoRepostedBy: "Megosztotta még:",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
