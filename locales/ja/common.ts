import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "読み込み中…",
  cancel: "キャンセル",
  ok: "OK",
  save: "保存",
  saving: "保存中…",
  close: "閉じる",
  retry: "再試行",
  remove: "削除",
  showMore: "もっと見る",
  confirm: "確認",
  back: "戻る",
  defaultAvatar: "デフォルトのアバター",
  avatarOf: "{name} のアバター",
  language: "言語",
  themeToLight: "ライトテーマに切り替え",
  themeToDark: "ダークテーマに切り替え",
  notShown: {
    post: "この投稿は表示できません",
    notification: "この通知は表示できません",
    account: "このプロフィールは表示できません",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "オフラインです。投稿が最新でない可能性があり、接続が戻るまで操作は失敗します。",
    offlineCopy: "保存されたコピー: 接続が戻るまで閲覧のみです。",
    newVersion: "Mitra の新しいバージョンがあります。",
    reload: "再読み込み",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "サーバーから、このページでは読み取れない応答が返されました。",
    refreshFailed: "更新できませんでした: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
