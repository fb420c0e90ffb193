import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "主页显示你关注的人的帖子。现在还是空的：关注几个人，或者先看看公共时间线。",
  local: "{instance} 上所有人的帖子",
  federated: "这里的用户关注的其他服务器上的公开帖子",
  suggestions: "推荐关注",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
