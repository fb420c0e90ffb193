import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "群组",
  following: "你关注的群组",
  moderating: "你管理的群组",
  none: "还没有群组",
  create: "创建群组",
  name: "名称",
  nameHint: "只能使用字母、数字、_ 和 -。它将成为群组的地址。",
  description: "描述",
  created: "群组已创建",
  edit: "编辑",
  save: "保存",
  saved: "群组已保存",
  remove: "删除群组",
  confirmRemove: "要删除群组 {name} 吗？",
  removed: "群组已删除",
  members: "成员",
  admin: "管理员",
  posts: "帖子",
  notFound: "找不到群组",
  follow: "关注小组",
  unfollow: "取消关注小组",
  cancelRequest: "撤回关注请求",
  followed: "你正在关注此小组",
  requested: "已发送关注请求",
  unfollowed: "你已不再关注此小组",
} satisfies NamespaceTranslation<"groups">;

export default groups;
