import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "{name} のギャラリー",
  galleryBack: "プロフィールに戻る",
  viewPost: "投稿を表示",
  noMedia: "メディアが見つかりません",
  openImage: "画像を開く: {description}",
  image: "画像",
  sensitiveContent: "センシティブな内容: 表示する",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
