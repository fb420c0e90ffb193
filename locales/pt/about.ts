import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Sobre",
  administeredBy: "Administrado por",
  technicalInfo: "Informações técnicas",
  serverVersion: "Versão do servidor: {version}",
  clientVersion: "Versão do cliente web: {version}",
  unknownVersion: "desconhecida",
  back: "Voltar",
} satisfies NamespaceTranslation<"about">;

export default about;
