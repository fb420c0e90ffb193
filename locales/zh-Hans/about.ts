import type { NamespaceTranslation } from "../partial";

const about = {
  title: "关于",
  administeredBy: "管理员",
  technicalInfo: "技术信息",
  serverVersion: "服务器版本：{version}",
  clientVersion: "网页客户端版本：{version}",
  unknownVersion: "未知",
  back: "返回",
  instance: {
    blockedTitle: "已屏蔽的服务器",
    noneBlocked: "此服务器没有屏蔽其他服务器。",
    reason: "原因：{comment}",
    activeUsers: "本月活跃用户：{count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
