import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Wat houdt je bezig?",
  home: "Start",
  local: "Lokaal",
  federated: "Gefedereerd",
  tagTitle: "#{tag}",
  bookmarks: "Bladwijzers",
  customFeed: "Eigen feed",
  noPosts: "Geen berichten gevonden",
  nextPage: "Meer berichten tonen",
  loadFailed: "De berichten konden niet worden geladen: {message}",
  welcome: "Welkom op {instance}!",
  readOnly: "Je account is alleen-lezen: je kunt berichten lezen, leuk vinden en als bladwijzer opslaan, maar niet publiceren.",
  browseDirectory: "Door de profielengids bladeren",
  feedNotFound: "Feed niet gevonden",
  live: {
    newPosts: "{count} {{nieuw bericht|nieuwe berichten}}",
    repostedBy: "Gedeeld door",
    alsoRepostedBy: "Ook gedeeld door",
  },
  firstRun: {
    intro: "Home toont berichten van mensen die je volgt. Voorlopig is het leeg: volg een paar mensen, of begin met de openbare tijdlijnen.",
    local: "berichten van iedereen op {instance}",
    federated: "openbare berichten van andere servers die mensen hier volgen",
    suggestions: "Mensen om te volgen",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
