import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "关注请求",
  noFollowRequests: "没有关注请求。",
  showMoreRequests: "显示更多请求",
  accept: "接受",
  reject: "拒绝",
  acceptLabel: "接受 {name} 的关注请求",
  rejectLabel: "拒绝 {name} 的关注请求",
  accepted: "已接受 {name} 的关注请求。",
  rejected: "已拒绝 {name} 的关注请求。",
  mutesTitle: "已静音的用户",
  noMutes: "你还没有静音任何人。",
  showMoreUsers: "显示更多用户",
  directoryTitle: "用户目录",
  noProfiles: "未找到用户。",
  showMoreProfiles: "显示更多用户",
  postCount: "{count} 条帖子",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
