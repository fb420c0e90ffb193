import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "加载中…",
  cancel: "取消",
  ok: "确定",
  save: "保存",
  saving: "正在保存…",
  close: "关闭",
  retry: "重试",
  remove: "移除",
  showMore: "显示更多",
  confirm: "确认",
  back: "返回",
  defaultAvatar: "默认头像",
  avatarOf: "{name} 的头像",
  language: "语言",
  themeToLight: "切换到浅色主题",
  themeToDark: "切换到深色主题",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "服务器返回了此页面无法读取的响应。",
    refreshFailed: "无法刷新：{message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
