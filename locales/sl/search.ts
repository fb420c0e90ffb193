import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Iskanje",
  titleWithQuery: "Iskanje: {q}",
  people: "{count} {{|oseba|osebi|osebe|oseb|oseb}}",
  posts: "{count} {{|objava|objavi|objave|objav|objav}}",
  tags: "{count} {{|ključnik|ključnika|ključniki|ključnikov|ključnikov}}",
  noResults: "Ni rezultatov",
  showMore: "Pokaži več rezultatov",
  peopleHeading: "Ljudje",
  postsHeading: "Objave",
  tagsHeading: "Ključniki",
  enterQuery: "V iskalno polje zgoraj vnesite iskalni niz: @ za ljudi, # za ključnike, > za besedilo v objavah.",
} satisfies NamespaceTranslation<"search">;

export default search;
