import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Wyszukiwanie",
  titleWithQuery: "Wyszukiwanie: {q}",
  people: "{count} {{|osoba|osoby|osoby|osób|osoby}}",
  posts: "{count} {{|wpis|wpisu|wpisy|wpisów|wpisu}}",
  tags: "{count} {{|hashtag|hashtaga|hashtagi|hashtagów|hashtaga}}",
  noResults: "Brak wyników",
  showMore: "Pokaż więcej wyników",
  peopleHeading: "Osoby",
  postsHeading: "Wpisy",
  tagsHeading: "Hashtagi",
  enterQuery: "Wpisz coś w polu wyszukiwania powyżej: @ – osoby, # – hashtagi, > – tekst we wpisach.",
} satisfies NamespaceTranslation<"search">;

export default search;
