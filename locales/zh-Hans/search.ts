import type { NamespaceTranslation } from "../partial";

const search = {
  title: "搜索",
  titleWithQuery: "搜索：{q}",
  people: "{count} 位用户",
  posts: "{count} 条帖子",
  tags: "{count} 个话题标签",
  noResults: "无结果",
  showMore: "显示更多结果",
  peopleHeading: "用户",
  postsHeading: "帖子",
  tagsHeading: "话题标签",
  enterQuery: "在上方搜索框中输入内容：@ 搜索用户，# 搜索话题标签，> 搜索帖子正文。",
} satisfies NamespaceTranslation<"search">;

export default search;
