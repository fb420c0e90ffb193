import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "サーバーに接続できませんでした。接続を確認して、もう一度お試しください。",
  requestTooLarge: "リクエストのサイズが大きすぎます。",
  unknown: "問題が発生しました。もう一度お試しください。",
  sessionExpired: "セッションの有効期限が切れました。もう一度ログインしてください。",
  notAuthenticated: "先にログインしてください。",
  tooManyRequests: "リクエストが多すぎます。しばらく待ってから、もう一度お試しください。",
  permission: "この操作を行う権限がありません。",
  loadFailed: "このページを読み込めませんでした: {message}",
  appFailed: "アプリを起動できませんでした: {message}",
  servers: {
    profileNotSaved: "サーバーはプロフィールを保存しませんでした。返されたアカウントに変更が反映されていません。",
  },
  configNotSaved:
    "設定はこの端末に保存されました。サーバーが応答したらアカウントにも保存されます。まだ保存されていません: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
