import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Sobre",
  administeredBy: "Administrado por",
  technicalInfo: "Informações técnicas",
  serverVersion: "Versão do servidor: {version}",
  clientVersion: "Versão do cliente web: {version}",
  unknownVersion: "desconhecida",
  back: "Voltar",
  instance: {
    blockedTitle: "Servidores bloqueados",
    noneBlocked: "Este servidor não bloqueia nenhum outro servidor.",
    reason: "Motivo: {comment}",
    activeUsers: "Usuários ativos neste mês: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
