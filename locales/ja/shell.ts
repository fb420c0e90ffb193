import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "本文へスキップ",
  mainNav: "メイン",
  home: "ホーム",
  notifications: "通知",
  unreadNotifications: "未読の通知 {count} 件",
  local: "ローカル",
  federated: "連合",
  directory: "プロフィール一覧",
  bookmarks: "ブックマーク",
  explore: "見つける",
  settings: "設定",
  about: "概要",
  logout: "ログアウト",
  myProfile: "マイプロフィール",
  searchLabel: "検索",
  searchPlaceholder: "検索: @ユーザー、#タグ、>テキスト",
  searchHint: "アカウントは @、ハッシュタグは #、投稿の本文は > を付けて検索します。",
  searchSubmit: "検索",
  learnMore: "詳しく見る",
  visitorBanner: "ゲストとして閲覧しています。",
  signIn: "ログイン",
  menu: "メニュー",
  notFound: "ページが見つかりません",
  newPost: "新しい投稿",
  tabBar: "ショートカット",
  safety: {
    framed: "安全のため、Mitra は他のウェブサイトの中では動作しません。",
    openInOwnTab: "Mitra を別のタブで開く",
  },
  searchBox: {
    hints: "検索対象",
    people: "ユーザー",
    tags: "ハッシュタグ",
    text: "投稿の本文",
    clear: "検索をクリア",
  },
  moreNav: {
    mutes: "ミュートしたユーザー",
    followRequests: "フォローリクエスト",
    customFeeds: "カスタムフィード",
    pendingRequests: "未処理のフォローリクエスト {count} 件",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
