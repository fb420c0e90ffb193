import type { NamespaceTranslation } from "../partial";

const about = {
  title: "概要",
  administeredBy: "管理者",
  technicalInfo: "技術情報",
  serverVersion: "サーバーのバージョン: {version}",
  clientVersion: "Webクライアントのバージョン: {version}",
  unknownVersion: "不明",
  back: "戻る",
} satisfies NamespaceTranslation<"about">;

export default about;
