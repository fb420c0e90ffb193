import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "ダイレクトメッセージ",
  empty: "ダイレクトメッセージはまだありません",
  with: "{names} との会話",
  onlyYou: "自分だけ",
  unread: "未読",
  reply: "返信",
  replyTo: "{names} への返信",
  send: "送信",
  sending: "送信中…",
  sent: "メッセージを送信しました",
  showMore: "さらに会話を表示",
  openThread: "会話を開く",
} satisfies NamespaceTranslation<"messages">;

export default messages;
