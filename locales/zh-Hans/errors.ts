import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "无法连接到服务器。请检查网络连接后重试。",
  requestTooLarge: "请求内容过大。",
  unknown: "出错了，请重试。",
  sessionExpired: "会话已过期，请重新登录。",
  notAuthenticated: "请先登录。",
  tooManyRequests: "请求过于频繁，请稍后再试。",
  permission: "你没有执行此操作的权限。",
  loadFailed: "无法加载此页面：{message}",
  appFailed: "应用无法启动：{message}",
  servers: {
    profileNotSaved: "服务器没有保存个人资料：它返回的账户中没有这项更改。",
  },
  configNotSaved:
    "你的设置已保存在此设备上，服务器响应后将保存到你的账号。尚未保存：{message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
