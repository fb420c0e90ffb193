import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "本文へスキップ",
  unreadNotifications: "未読の通知 {count} 件",
  learnMore: "詳しく見る",
  visitorBanner: "ゲストとして閲覧しています。",
  signIn: "ログイン",
  newPost: "新しい投稿",
  safety: {
    framed: "安全のため、Mitra は他のウェブサイトの中では動作しません。",
    openInOwnTab: "Mitra を別のタブで開く",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
