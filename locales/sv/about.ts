import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Om",
  administeredBy: "Administreras av",
  technicalInfo: "Teknisk information",
  serverVersion: "Serverversion: {version}",
  clientVersion: "Webbklientens version: {version}",
  unknownVersion: "okänd",
  back: "Tillbaka",
  instance: {
    blockedTitle: "Blockerade servrar",
    noneBlocked: "Den här servern blockerar inga andra servrar.",
    reason: "Anledning: {comment}",
    activeUsers: "Aktiva användare den här månaden: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
