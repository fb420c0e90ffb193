import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Acerca de",
  administeredBy: "Administrado por",
  technicalInfo: "Información técnica",
  serverVersion: "Versión del servidor: {version}",
  clientVersion: "Versión del cliente web: {version}",
  unknownVersion: "desconocida",
  back: "Volver",
} satisfies NamespaceTranslation<"about">;

export default about;
