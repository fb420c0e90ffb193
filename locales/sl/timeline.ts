import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Kaj vam roji po glavi?",
  home: "Domov",
  local: "Lokalno",
  federated: "Federirano",
  tagTitle: "#{tag}",
  bookmarks: "Zaznamki",
  customFeed: "Vir po meri",
  noPosts: "Ni najdenih objav",
  nextPage: "Pokaži več objav",
  loadFailed: "Objav ni bilo mogoče naložiti: {message}",
  welcome: "Dobrodošli na {instance}!",
  readOnly: "Vaš račun je samo za branje: objave lahko berete, všečkate in dodajate med zaznamke, ne morete pa objavljati.",
  browseDirectory: "Prebrskaj imenik profilov",
  feedNotFound: "Vira ni mogoče najti",
  live: {
    newPosts: "{count} {{|nova objava|novi objavi|nove objave|novih objav|novih objav}}",
    repostedBy: "Delili so:",
    alsoRepostedBy: "Delili so tudi:",
  },
  firstRun: {
    intro: "Domača časovnica prikazuje objave ljudi, ki jim sledite. Zaenkrat je prazna: začnite slediti nekaj ljudem ali začnite z javnimi časovnicami.",
    local: "objave vseh na {instance}",
    federated: "javne objave z drugih strežnikov, ki jim sledijo ljudje od tu",
    suggestions: "Komu slediti",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
