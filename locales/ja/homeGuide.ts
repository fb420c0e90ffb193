import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "ホームにはフォローしている人の投稿が表示されます。まだ空なので、何人かフォローするか、公開タイムラインから始めてみましょう。",
  local: "{instance}の全員の投稿",
  federated: "ここのユーザーがフォローしている他のサーバーの公開投稿",
  suggestions: "おすすめのユーザー",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
