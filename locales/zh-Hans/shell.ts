import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "跳到正文",
  unreadNotifications: "{count} 条未读通知",
  learnMore: "了解更多",
  visitorBanner: "你正在以访客身份浏览。",
  signIn: "登录",
  newPost: "新帖子",
  safety: {
    framed: "为了你的安全，Mitra 不能在其他网站中运行。",
    openInOwnTab: "在单独的标签页中打开 Mitra",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
