import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Recherche",
  titleWithQuery: "Recherche : {q}",
  people: "{count} {{|personne|personnes|personnes|personnes|personnes}}",
  posts: "{count} {{|publication|publications|publications|publications|publications}}",
  tags: "{count} {{|hashtag|hashtags|hashtags|hashtags|hashtags}}",
  noResults: "Aucun résultat",
  showMore: "Afficher plus de résultats",
  peopleHeading: "Personnes",
  postsHeading: "Publications",
  tagsHeading: "Hashtags",
  enterQuery: "Saisissez votre recherche dans le champ ci-dessus : @ pour les personnes, # pour les hashtags, > pour le texte des publications.",
} satisfies NamespaceTranslation<"search">;

export default search;
