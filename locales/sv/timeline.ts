import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Vad har du på hjärtat?",
  home: "Hem",
  local: "Lokalt",
  federated: "Federerat",
  tagTitle: "#{tag}",
  bookmarks: "Bokmärken",
  customFeed: "Anpassat flöde",
  noPosts: "Inga inlägg hittades",
  nextPage: "Visa fler inlägg",
  loadFailed: "Det gick inte att läsa in inläggen: {message}",
  welcome: "Välkommen till {instance}!",
  readOnly: "Ditt konto är skrivskyddat: du kan läsa, gilla och bokmärka inlägg, men inte publicera.",
  browseDirectory: "Bläddra i profilkatalogen",
  feedNotFound: "Flödet hittades inte",
  live: {
    newPosts: "{count} {{nytt inlägg|nya inlägg}}",
    repostedBy: "Delat av",
    alsoRepostedBy: "Även delat av",
  },
  firstRun: {
    intro: "Hem visar inlägg från dem du följer. Än så länge är det tomt: följ några personer, eller börja med de offentliga tidslinjerna.",
    local: "allas inlägg på {instance}",
    federated: "offentliga inlägg från andra servrar som folk här följer",
    suggestions: "Personer att följa",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
