import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Hledání",
  titleWithQuery: "Hledání: {q}",
  people: "{count} {{|osoba|osoby|osoby|osoby|osob}}",
  posts: "{count} {{|příspěvek|příspěvky|příspěvky|příspěvku|příspěvků}}",
  tags: "{count} {{|hashtag|hashtagy|hashtagy|hashtagu|hashtagů}}",
  noResults: "Žádné výsledky",
  showMore: "Zobrazit další výsledky",
  peopleHeading: "Lidé",
  postsHeading: "Příspěvky",
  tagsHeading: "Hashtagy",
  enterQuery: "Napište něco do vyhledávacího pole nahoře: @ pro lidi, # pro hashtagy, > pro text v příspěvcích.",
} satisfies NamespaceTranslation<"search">;

export default search;
