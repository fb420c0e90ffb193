import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "いま何を考えていますか？",
  home: "ホーム",
  local: "ローカル",
  federated: "連合",
  tagTitle: "#{tag}",
  bookmarks: "ブックマーク",
  customFeed: "カスタムフィード",
  noPosts: "投稿が見つかりません",
  nextPage: "投稿をもっと見る",
  loadFailed: "投稿を読み込めませんでした: {message}",
  welcome: "{instance} へようこそ！",
  readOnly: "あなたのアカウントは読み取り専用です。投稿の閲覧、いいね、ブックマークはできますが、投稿はできません。",
  browseDirectory: "プロフィール一覧を見る",
  feedNotFound: "フィードが見つかりません",
  live: {
    newPosts: "新しい投稿 {count} 件",
    repostedBy: "リポストしたユーザー:",
    alsoRepostedBy: "ほかにリポストしたユーザー:",
  },
  firstRun: {
    intro: "ホームにはフォローしている人の投稿が表示されます。まだ空なので、何人かフォローするか、公開タイムラインから始めてみましょう。",
    local: "{instance}の全員の投稿",
    federated: "ここのユーザーがフォローしている他のサーバーの公開投稿",
    suggestions: "おすすめのユーザー",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
