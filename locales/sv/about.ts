import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Om",
  administeredBy: "Administreras av",
  technicalInfo: "Teknisk information",
  serverVersion: "Serverversion: {version}",
  clientVersion: "Webbklientens version: {version}",
  unknownVersion: "okänd",
  back: "Tillbaka",
} satisfies NamespaceTranslation<"about">;

export default about;
