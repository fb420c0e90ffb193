import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Vyhľadávanie",
  titleWithQuery: "Vyhľadávanie: {q}",
  people: "{count} {{|osoba|osoby|osoby|osoby|osôb}}",
  posts: "{count} {{|príspevok|príspevky|príspevky|príspevku|príspevkov}}",
  tags: "{count} {{|hashtag|hashtagy|hashtagy|hashtagu|hashtagov}}",
  noResults: "Žiadne výsledky",
  showMore: "Zobraziť ďalšie výsledky",
  peopleHeading: "Ľudia",
  postsHeading: "Príspevky",
  tagsHeading: "Hashtagy",
  enterQuery: "Napíšte niečo do vyhľadávacieho poľa vyššie: @ pre ľudí, # pre hashtagy, > pre text v príspevkoch.",
} satisfies NamespaceTranslation<"search">;

export default search;
