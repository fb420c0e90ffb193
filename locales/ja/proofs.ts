import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "暗号鍵を連携",
  intro: "ed25519 鍵でメッセージに署名し、その鍵の所有者であることを証明します。証明した鍵はプロフィールに表示されます。",
  step1: "ステップ 1: 公開鍵",
  tool: "署名ツール",
  createKey: "鍵を作成し、公開鍵を表示します:",
  publicKey: "公開鍵",
  publicKeyHint: "公開鍵ファイルの内容、またはその 2 行目だけを貼り付けてください。",
  invalidKey: "minisign または signify の ed25519 公開鍵ではありません。",
  generate: "メッセージを生成",
  didMismatch: "サーバーが別の鍵に対して応答しました。署名は行われていません。もう一度お試しください。",
  step2: "ステップ 2: メッセージに署名",
  message: "署名するメッセージ",
  signCommand: "次のコマンドで署名します:",
  signature: "署名",
  signatureHint: "署名ファイルの内容、またはその 2 行目だけを貼り付けてください。",
  invalidSignature: "minisign または signify の署名ではありません。",
  prehashed: "この署名はメッセージのハッシュから作成されています。上のコマンドで署名してください (minisign では -l が必要です)。",
  mismatch: "署名がこの鍵とメッセージに一致しません。上のメッセージにステップ 1 の鍵で署名したか確認してください。",
  submit: "送信",
  startOver: "最初からやり直す",
  linked: "鍵を連携しました",
  ethereumTitle: "Ethereum アドレスを連携",
  ethereumIntro: "Ethereum ウォレットでメッセージに署名すると、そのアドレスがプロフィールに表示されます。",
  ethereumButton: "Ethereum アドレスを連携",
  walletNotDetected: "Ethereum ウォレットが検出されません",
  ethereumLinked: "Ethereum アドレスを連携しました",
  renewVerification: "認証を更新",
  claimCheck: {
    meaning: "ウォレットがこの宣言への署名を求めます：アカウント {account} と Ethereum アドレス {address} は同じ人物のものです。両方ともあなたのものである場合にのみ署名してください。",
    openWallet: "ウォレットを開く",
    unreadable: "サーバーがこのアプリで読み取れない宣言への署名を求めたため、何も署名されませんでした。",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
