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
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
