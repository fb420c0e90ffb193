import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "带评论转发",
  bookmark: "加入书签",
  removeBookmark: "移除书签",
  addToFeatured: "添加到精选",
  removeFromFeatured: "从精选中移除",
  editPost: "编辑帖子",
  deletePost: "删除帖子",
  confirmDelete: "要删除这条帖子吗？此操作无法撤销。",
  deleted: "帖子已删除",
  muteAuthor: "静音作者",
  unmuteAuthor: "取消静音作者",
  muted: "已静音 {handle}",
  unmuted: "已取消静音 {handle}",
  saveToIpfs: "保存到 IPFS",
  copyLink: "复制帖子链接",
  linkCopied: "链接已复制",
  copyObjectId: "复制对象 ID",
  objectIdCopied: "对象 ID 已复制",
  copyFailed: "无法复制到剪贴板",
  loadReplies: "加载回复",
  reloadHint: "请过几分钟后刷新页面",
  adminDelete: "删除帖子（管理员）",
  confirmAdminDelete: "要删除 {handle} 的这条帖子吗？此操作无法撤销。",
  adminSection: "管理",
  closeImage: "关闭图片",
  previousImage: "上一张图片",
  nextImage: "下一张图片",
  imageOf: "第 {n} 张，共 {total} 张",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
