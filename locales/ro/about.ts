import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Despre",
  administeredBy: "Administrat de",
  technicalInfo: "Informații tehnice",
  serverVersion: "Versiunea serverului: {version}",
  clientVersion: "Versiunea clientului web: {version}",
  unknownVersion: "necunoscută",
  back: "Înapoi",
} satisfies NamespaceTranslation<"about">;

export default about;
