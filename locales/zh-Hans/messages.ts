import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "私信",
  empty: "还没有私信",
  with: "与 {names}",
  onlyYou: "只有你",
  unread: "未读",
  reply: "回复",
  replyTo: "回复 {names}",
  send: "发送",
  sending: "正在发送…",
  sent: "私信已发送",
  showMore: "显示更多对话",
  openThread: "打开对话",
} satisfies NamespaceTranslation<"messages">;

export default messages;
