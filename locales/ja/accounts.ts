import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "ログインを完了しています…",
    invalidName: "サーバー名ではありません。example.social のようなサーバー名か、@you@example.social のようなハンドルを入力してください。",
    unknownServer: "その名前のサーバーから応答がありません。綴りを確認してください。正しい場合、このクライアントはそのサーバーへの接続を許可されていない可能性があります。",
    notMastodon: "そのサーバーは Mastodon 互換の API を提供していないため、ここからはログインできません。",
    registrationRefused: "サーバーがこのアプリの登録を拒否したため、ここからはログインできません。",
    denied: "このアプリにアカウントの使用を許可しませんでした。何も変更されていません。",
    stateMismatch: "この応答は、ここで開始したログインと一致しません（古いか、別のページからのものかもしれません）。もう一度やり直してください。",
    codeRefused: "サーバーがログインを受け付けませんでした。もう一度お試しください。",
    network: "サーバーに接続できません。接続を確認して、もう一度お試しください。",
    serverSaid: "サーバーからの応答: {message}",
    failedTitle: "ログインが完了しませんでした",
    tryAgain: "もう一度試す",
  },
  switchTo: "{name}（{handle}）に切り替え",
  add: "アカウントを追加",
  addTitle: "アカウントを追加",
  addIntro: "別のアカウントでログインします。今のアカウントはログインしたままで、アカウントメニューから切り替えられます。",
  signOutOf: "{handle} からログアウト",
  switchFailed: "{handle} に切り替えられませんでした: {message}",
  continueAs: "続けるアカウント",
  continueAsName: "{name}（{handle}）で続ける",
  switchRefused: "{handle} はここでサインインしていません。サーバーが保存されたサインインを拒否したため、この一覧から削除されました。使うにはもう一度サインインしてください。",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
