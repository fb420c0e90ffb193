import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "反応した人",
  likes: "いいねした人",
  reposts: "リポストした人",
  reactions: "リアクション",
  nobody: "まだ誰もいません",
  showMore: "もっと見る",
  backToPost: "投稿に戻る",
  reactionCount: "{emoji}: リアクション {count} 件",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
