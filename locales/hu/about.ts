import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Névjegy",
  administeredBy: "Üzemeltető",
  technicalInfo: "Műszaki információk",
  serverVersion: "Szerververzió: {version}",
  clientVersion: "Webes kliens verziója: {version}",
  unknownVersion: "ismeretlen",
  back: "Vissza",
  instance: {
    blockedTitle: "Letiltott szerverek",
    noneBlocked: "Ez a szerver nem tilt le más szervereket.",
    reason: "Indok: {comment}",
    activeUsers: "Aktív felhasználók ebben a hónapban: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
