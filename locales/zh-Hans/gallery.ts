import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "{name} 的相册",
  galleryBack: "返回个人资料",
  viewPost: "查看帖子",
  noMedia: "未找到媒体",
  openImage: "打开图片：{description}",
  image: "图片",
  sensitiveContent: "敏感内容：点击显示",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
