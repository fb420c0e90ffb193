import type { NamespaceTranslation } from "../partial";

const search = {
  title: "検索",
  titleWithQuery: "検索: {q}",
  people: "{count} 人",
  posts: "{count} 件の投稿",
  tags: "{count} 件のハッシュタグ",
  noResults: "結果が見つかりません",
  showMore: "結果をもっと見る",
  peopleHeading: "ユーザー",
  postsHeading: "投稿",
  tagsHeading: "ハッシュタグ",
  enterQuery: "上の検索ボックスに入力してください。ユーザーは @、ハッシュタグは #、投稿の本文は > で検索できます。",
} satisfies NamespaceTranslation<"search">;

export default search;
