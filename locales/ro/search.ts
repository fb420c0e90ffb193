import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Căutare",
  titleWithQuery: "Căutare: {q}",
  people: "{count} {{|persoană|de persoane|persoane|de persoane|de persoane}}",
  posts: "{count} {{|postare|de postări|postări|de postări|de postări}}",
  tags: "{count} {{|hashtag|de hashtaguri|hashtaguri|de hashtaguri|de hashtaguri}}",
  noResults: "Niciun rezultat",
  showMore: "Afișează mai multe rezultate",
  peopleHeading: "Persoane",
  postsHeading: "Postări",
  tagsHeading: "Hashtaguri",
  enterQuery:
    "Scrie ceva în caseta de căutare de mai sus: @ pentru persoane, # pentru hashtaguri, > pentru text din postări.",
} satisfies NamespaceTranslation<"search">;

export default search;
