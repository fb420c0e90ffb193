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
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "サーバーから、このページでは読み取れない応答が返されました。",
    refreshFailed: "更新できませんでした: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
