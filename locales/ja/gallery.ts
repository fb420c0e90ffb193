import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "{name} のギャラリー",
  galleryBack: "プロフィールに戻る",
  viewPost: "投稿を表示",
  noMedia: "メディアが見つかりません",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
