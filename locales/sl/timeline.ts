import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Kaj vam roji po glavi?",
  home: "Domov",
  local: "Lokalno",
  federated: "Federirano",
  tagTitle: "#{tag}",
  bookmarks: "Zaznamki",
  customFeed: "Vir po meri",
  posts: "Objave",
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
  shortcuts: {
    title: "Bližnjice na tipkovnici",
    then: "nato",
    next: "Naslednja objava",
    previous: "Prejšnja objava",
    open: "Odpri objavo",
    reply: "Odgovori",
    like: "Všečkaj",
    repost: "Deli",
    menu: "Več dejanj",
    compose: "Nova objava",
    search: "Iskanje",
    home: "Pojdi na domačo stran",
    notifications: "Pojdi na obvestila",
    help: "Prikaži ta seznam",
    turnOff: "Bližnjice na tipkovnici lahko izklopite v Nastavitvah.",
  },
  firstRun: {
    intro: "Domača časovnica prikazuje objave ljudi, ki jim sledite. Zaenkrat je prazna: začnite slediti nekaj ljudem ali začnite z javnimi časovnicami.",
    local: "objave vseh na {instance}",
    federated: "javne objave z drugih strežnikov, ki jim sledijo ljudje od tu",
    suggestions: "Komu slediti",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
