import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Pesquisa",
  titleWithQuery: "Pesquisa: {q}",
  people: "{count} {{pessoas|pessoa|pessoas|pessoas|pessoas|pessoas}}",
  posts: "{count} {{publicações|publicação|publicações|publicações|publicações|publicações}}",
  tags: "{count} {{hashtags|hashtag|hashtags|hashtags|hashtags|hashtags}}",
  noResults: "Sem resultados",
  showMore: "Mostrar mais resultados",
  peopleHeading: "Pessoas",
  postsHeading: "Publicações",
  tagsHeading: "Hashtags",
  enterQuery: "Escreve algo na caixa de pesquisa acima: @ para pessoas, # para hashtags, > para texto nas publicações.",
} satisfies NamespaceTranslation<"search">;

export default search;
