import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "通知",
  followed: "关注了你",
  followRequest: "向你发送了关注请求",
  mentioned: "提及了你",
  replied: "回复了你的帖子",
  liked: "赞了你的帖子",
  reacted: "回应了你的帖子",
  reactedWith: "用 {emoji} 做出了回应",
  reposted: "转发了你的帖子",
  subscribed: "支付了订阅费用",
  subscriptionExpired: "的订阅已过期",
  subscriberLeft: "不再是你的订阅者",
  moved: "已迁移到新的实例",
  signedUp: "注册了账号",
  moderationWarning: "向你发送了管理警告",
  paymentAnonymous: "收到了一笔匿名付款",
  unknown: "向你发送了一条通知",
  viewFollowRequests: "查看关注请求",
  dismiss: "忽略通知",
  dismissed: "通知已忽略。",
  showMore: "显示更多通知",
  loadingMore: "加载中…",
  empty: "还没有通知。",
  newSince: "新",
  tools: {
    markRead: "全部标为已读",
    marked: "所有通知已标为已读",
    clear: "全部清除",
    confirmClear: "要删除你的所有通知吗？此操作无法撤销。",
    cleared: "通知已清除",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
