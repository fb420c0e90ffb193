import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "跳到正文",
  mainNav: "主导航",
  home: "首页",
  notifications: "通知",
  unreadNotifications: "{count} 条未读通知",
  local: "本站",
  federated: "跨站",
  directory: "用户目录",
  bookmarks: "书签",
  explore: "探索",
  settings: "设置",
  about: "关于",
  logout: "退出登录",
  myProfile: "我的个人资料",
  searchLabel: "搜索",
  searchPlaceholder: "搜索：@用户、#标签或 >文本",
  searchHint: "用 @ 搜索账号，# 搜索话题标签，> 搜索帖子正文。",
  searchSubmit: "搜索",
  learnMore: "了解更多",
  visitorBanner: "你正在以访客身份浏览。",
  signIn: "登录",
  menu: "菜单",
  notFound: "未找到页面",
  newPost: "新帖子",
  tabBar: "快捷方式",
  safety: {
    framed: "为了你的安全，Mitra 不能在其他网站中运行。",
    openInOwnTab: "在单独的标签页中打开 Mitra",
  },
  searchBox: {
    hints: "搜索范围",
    people: "用户",
    tags: "话题标签",
    text: "帖子内容",
    clear: "清除搜索",
  },
  moreNav: {
    mutes: "已静音的用户",
    followRequests: "关注请求",
    customFeeds: "自定义信息流",
    pendingRequests: "{count} 个待处理的关注请求",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
