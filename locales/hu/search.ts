import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Keresés",
  titleWithQuery: "Keresés: {q}",
  people: "{count} személy",
  posts: "{count} bejegyzés",
  tags: "{count} hashtag",
  noResults: "Nincs találat",
  showMore: "További találatok",
  peopleHeading: "Személyek",
  postsHeading: "Bejegyzések",
  tagsHeading: "Hashtagek",
  enterQuery: "Írj valamit a fenti keresőmezőbe: @ a személyekhez, # a hashtagekhez, > a bejegyzések szövegéhez.",
} satisfies NamespaceTranslation<"search">;

export default search;
