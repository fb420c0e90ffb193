import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "主导航",
  home: "首页",
  notifications: "通知",
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
  menu: "菜单",
  tabBar: "快捷方式",
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
  nav: {
    favourites: "赞过的帖子",
    messages: "私信",
    groups: "群组",
    adminAccounts: "本地账号",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
