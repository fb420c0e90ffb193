import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "La ce te gândești?",
  home: "Acasă",
  local: "Local",
  federated: "Federat",
  tagTitle: "#{tag}",
  bookmarks: "Marcaje",
  customFeed: "Flux personalizat",
  noPosts: "Nu s-au găsit postări",
  nextPage: "Afișează mai multe postări",
  loadFailed: "Postările nu au putut fi încărcate: {message}",
  welcome: "Bun venit pe {instance}!",
  readOnly: "Contul tău este doar pentru citire: poți citi, aprecia și marca postări, dar nu poți publica.",
  browseDirectory: "Răsfoiește directorul de profiluri",
  feedNotFound: "Fluxul nu a fost găsit",
  live: {
    newPosts: "{count} {{|postare nouă|de postări noi|postări noi|de postări noi|de postări noi}}",
    repostedBy: "Redistribuit de",
    alsoRepostedBy: "Redistribuit și de",
  },
  firstRun: {
    intro: "Acasă arată postările persoanelor pe care le urmărești. Deocamdată e gol: urmărește câteva persoane sau începe cu cronologiile publice.",
    local: "postările tuturor de pe {instance}",
    federated: "postări publice de pe alte servere urmărite de oamenii de aici",
    suggestions: "Persoane de urmărit",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
