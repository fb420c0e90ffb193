import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Suche",
  titleWithQuery: "Suche: {q}",
  people: "{count} {{Person|Personen}}",
  posts: "{count} {{Beitrag|Beiträge}}",
  tags: "{count} {{Hashtag|Hashtags}}",
  noResults: "Keine Ergebnisse",
  showMore: "Weitere Ergebnisse anzeigen",
  peopleHeading: "Personen",
  postsHeading: "Beiträge",
  tagsHeading: "Hashtags",
  enterQuery: "Gib oben etwas ins Suchfeld ein: @ für Personen, # für Hashtags, > für Text in Beiträgen.",
} satisfies NamespaceTranslation<"search">;

export default search;
