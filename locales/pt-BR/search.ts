import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Busca",
  titleWithQuery: "Busca: {q}",
  people: "{count} {{pessoas|pessoa|pessoas|pessoas|pessoas|pessoas}}",
  posts: "{count} {{posts|post|posts|posts|posts|posts}}",
  tags: "{count} {{hashtags|hashtag|hashtags|hashtags|hashtags|hashtags}}",
  noResults: "Nenhum resultado",
  showMore: "Ver mais resultados",
  peopleHeading: "Pessoas",
  postsHeading: "Posts",
  tagsHeading: "Hashtags",
  enterQuery: "Digite algo na caixa de busca acima: @ para pessoas, # para hashtags, > para texto nos posts.",
} satisfies NamespaceTranslation<"search">;

export default search;
