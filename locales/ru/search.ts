import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Поиск",
  titleWithQuery: "Поиск: {q}",
  people: "{count} {{|человек|человека|человека|человек|человека}}",
  posts: "{count} {{|пост|поста|поста|постов|поста}}",
  tags: "{count} {{|хештег|хештега|хештега|хештегов|хештега}}",
  noResults: "Ничего не найдено",
  showMore: "Показать ещё результаты",
  peopleHeading: "Люди",
  postsHeading: "Посты",
  tagsHeading: "Хештеги",
  enterQuery: "Введите запрос в поле поиска выше: @ — для поиска людей, # — хештегов, > — текста в постах.",
} satisfies NamespaceTranslation<"search">;

export default search;
