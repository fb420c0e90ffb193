import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Cerca",
  titleWithQuery: "Cerca: {q}",
  people: "{count} {{|persona|persone|persone|persone|persone}}",
  posts: "{count} post",
  tags: "{count} hashtag",
  noResults: "Nessun risultato",
  showMore: "Mostra altri risultati",
  peopleHeading: "Persone",
  postsHeading: "Post",
  tagsHeading: "Hashtag",
  enterQuery: "Scrivi qualcosa nella casella di ricerca qui sopra: @ per le persone, # per gli hashtag, > per il testo dei post.",
} satisfies NamespaceTranslation<"search">;

export default search;
