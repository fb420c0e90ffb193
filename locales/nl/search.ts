import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Zoeken",
  titleWithQuery: "Zoeken: {q}",
  people: "{count} {{persoon|personen}}",
  posts: "{count} {{bericht|berichten}}",
  tags: "{count} {{hashtag|hashtags}}",
  noResults: "Geen resultaten",
  showMore: "Meer resultaten tonen",
  peopleHeading: "Personen",
  postsHeading: "Berichten",
  tagsHeading: "Hashtags",
  enterQuery: "Typ iets in het zoekveld hierboven: @ voor personen, # voor hashtags, > voor tekst in berichten.",
} satisfies NamespaceTranslation<"search">;

export default search;
