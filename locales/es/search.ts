import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Buscar",
  titleWithQuery: "Buscar: {q}",
  people: "{count} {{|persona|personas|personas|personas|personas}}",
  posts: "{count} {{|publicación|publicaciones|publicaciones|publicaciones|publicaciones}}",
  tags: "{count} {{|etiqueta|etiquetas|etiquetas|etiquetas|etiquetas}}",
  noResults: "No hay resultados",
  showMore: "Mostrar más resultados",
  peopleHeading: "Personas",
  postsHeading: "Publicaciones",
  tagsHeading: "Etiquetas",
  enterQuery: "Escribe algo en el cuadro de búsqueda de arriba: @ para personas, # para etiquetas, > para texto en publicaciones.",
} satisfies NamespaceTranslation<"search">;

export default search;
