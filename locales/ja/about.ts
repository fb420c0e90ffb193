import type { NamespaceTranslation } from "../partial";

const about = {
  title: "概要",
  administeredBy: "管理者",
  technicalInfo: "技術情報",
  serverVersion: "サーバーのバージョン: {version}",
  clientVersion: "Webクライアントのバージョン: {version}",
  unknownVersion: "不明",
  back: "戻る",
  instance: {
    blockedTitle: "ブロック中のサーバー",
    noneBlocked: "このサーバーはほかのサーバーをブロックしていません。",
    reason: "理由: {comment}",
    activeUsers: "今月のアクティブユーザー: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
