import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "自分のサーバーでログイン",
  intro: "Mastodon 互換の別のサーバーにアカウントをお持ちですか？ そこでログインして、ここで使えます。",
  name: "あなたのサーバー",
  nameHint: "サーバー名（例: example.social）またはハンドル（例: @you@example.social）。",
  submit: "サーバーへ進む",
  going: "サーバーを開いています…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
