import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Tin nhắn trực tiếp",
  empty: "Chưa có tin nhắn trực tiếp nào",
  with: "Với {names}",
  onlyYou: "Chỉ mình bạn",
  unread: "Chưa đọc",
  reply: "Trả lời",
  replyTo: "Trả lời {names}",
  send: "Gửi",
  sending: "Đang gửi…",
  sent: "Đã gửi tin nhắn",
  showMore: "Xem thêm cuộc trò chuyện",
  openThread: "Mở cuộc trò chuyện",
} satisfies NamespaceTranslation<"messages">;

export default messages;
