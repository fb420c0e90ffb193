import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Пошук",
  titleWithQuery: "Пошук: {q}",
  people: "{count} {{|людина|людини|людини|людей|людини}}",
  posts: "{count} {{|допис|допису|дописи|дописів|допису}}",
  tags: "{count} {{|гештег|гештегу|гештеги|гештегів|гештегу}}",
  noResults: "Нічого не знайдено",
  showMore: "Показати більше результатів",
  peopleHeading: "Люди",
  postsHeading: "Дописи",
  tagsHeading: "Гештеги",
  enterQuery: "Введіть запит у поле пошуку вище: @ — щоб шукати людей, # — гештеги, > — текст у дописах.",
} satisfies NamespaceTranslation<"search">;

export default search;
