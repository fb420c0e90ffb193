import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "メイン",
  home: "ホーム",
  notifications: "通知",
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
  menu: "メニュー",
  tabBar: "ショートカット",
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
  nav: {
    favourites: "いいねした投稿",
    messages: "ダイレクトメッセージ",
    groups: "グループ",
    adminAccounts: "ローカルアカウント",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
