import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Monero アドレス",
  moneroAddressHint: "ウォレットのプライマリアドレスです。",
  moneroMessage: "署名するメッセージ",
  moneroMessageHint: "このメッセージに Monero ウォレットで署名し、その署名を下に貼り付けてください。",
  moneroSignature: "署名",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "このサーバーでは、パスワードの代わりに Ethereum ウォレットで登録・ログインできます。ウォレットのアドレスがアカウントを識別し、短いメッセージに署名することで、そのアドレスが自分のものであることを証明します。",
  ethereumHelp2: "標準のプロバイダーインターフェース (EIP-1193) に対応したブラウザウォレット (ウォレットのブラウザ拡張機能など) をインストールしてから、ログイン画面に戻って Ethereum を選んでください。",
  ethereumHelp3: "メッセージへの署名に費用はかからず、トランザクションも送信されません。そのアドレスを管理していることを示すだけです。",
  backToSignIn: "ログインに戻る",
  ethereumLinks: {
    learnMore: "詳しく知る",
    wallets: "Ethereum ウォレットを選ぶ",
    metamask: "MetaMask（ブラウザー用ウォレット）",
    exchanges: "本人確認書類を求めない取引所",
    privacy: "Privacy Guides：暗号資産とプライバシー",
  },
  ethereumNotOffered: "このサーバーは Ethereum ウォレットでのサインインに対応していません。対応している方法はサインインページに表示されます。",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
