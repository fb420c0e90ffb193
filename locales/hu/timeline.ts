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
  firstRun: {
    intro: "A kezdőlap azoknak a bejegyzéseit mutatja, akiket követsz. Egyelőre üres: kövess néhány embert, vagy kezdd a nyilvános idővonalakkal.",
    local: "mindenki bejegyzései a(z) {instance} oldalon",
    federated: "más szerverek nyilvános bejegyzései, amelyeket az itteniek követnek",
    suggestions: "Követni ajánlott emberek",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
