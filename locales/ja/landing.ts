import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "最近の公開投稿",
  show: "最近の公開投稿を表示",
  empty: "公開投稿はまだありません。",
  more: "ローカルタイムラインでもっと見る",
} satisfies NamespaceTranslation<"landing">;

export default landing;
