import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "見つける",
  signIn: "ログイン",
  signUp: "新規登録",
  toSignUp: "アカウントをお持ちでないですか？",
  toSignIn: "すでにアカウントをお持ちですか？",
  formTitleSignIn: "{instance} にログイン",
  formTitleSignUp: "{instance} でアカウントを作成",
  method: "ログイン方法",
  methodPassword: "パスワード",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "ユーザー名",
  usernameSuffix: "@{domain}",
  username_only_letters: "使用できるのは英字、数字、ハイフン、アンダースコアのみです。",
  password: "パスワード",
  inviteCode: "招待コード",
  inviteCodeHint: "このサーバーでは招待制でのみ新規アカウントを受け付けています。",
  ethereumHint: "ブラウザのウォレットでメッセージへの署名を求められます。",
  ethereumHelpLink: "Ethereum ウォレットが必要です: 仕組みについて",
  walletNotFound: "ウォレットが見つかりません",
  submitting: "ログイン中…",
  signInOnServer: "このサーバー自身のページでサインインし、サインインした状態でここに戻ります。",
  incorrectPassword: "パスワードが正しくありません",
  userNotFound: "ユーザーが見つかりません",
  invalidSignature: "署名が無効です",
  invalidInviteCode: "招待コードが無効です",
  userAlreadyExists: "このユーザーはすでに存在します",
} satisfies NamespaceTranslation<"auth">;

export default auth;
