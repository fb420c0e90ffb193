import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Sök",
  titleWithQuery: "Sök: {q}",
  people: "{count} {{person|personer}}",
  posts: "{count} inlägg",
  tags: "{count} {{hashtagg|hashtaggar}}",
  noResults: "Inga resultat",
  showMore: "Visa fler resultat",
  peopleHeading: "Personer",
  postsHeading: "Inlägg",
  tagsHeading: "Hashtaggar",
  enterQuery: "Skriv något i sökfältet ovan: @ för personer, # för hashtaggar, > för text i inlägg.",
} satisfies NamespaceTranslation<"search">;

export default search;
