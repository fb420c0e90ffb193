import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "在想什么？",
  home: "首页",
  local: "本站",
  federated: "跨站",
  tagTitle: "#{tag}",
  bookmarks: "书签",
  customFeed: "自定义信息流",
  noPosts: "未找到帖子",
  nextPage: "显示更多帖子",
  loadFailed: "无法加载帖子：{message}",
  welcome: "欢迎来到 {instance}！",
  readOnly: "你的账号为只读状态：你可以阅读和点赞帖子，也可以将帖子加入书签，但无法发布。",
  browseDirectory: "浏览用户目录",
  feedNotFound: "未找到信息流",
  live: {
    newPosts: "{count} 条新帖子",
    repostedBy: "转发者：",
    alsoRepostedBy: "其他转发者：",
  },
  firstRun: {
    intro: "主页显示你关注的人的帖子。现在还是空的：关注几个人，或者先看看公共时间线。",
    local: "{instance} 上所有人的帖子",
    federated: "这里的用户关注的其他服务器上的公开帖子",
    suggestions: "推荐关注",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
