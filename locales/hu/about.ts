import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Névjegy",
  administeredBy: "Üzemeltető",
  technicalInfo: "Műszaki információk",
  serverVersion: "Szerververzió: {version}",
  clientVersion: "Webes kliens verziója: {version}",
  unknownVersion: "ismeretlen",
  back: "Vissza",
} satisfies NamespaceTranslation<"about">;

export default about;
