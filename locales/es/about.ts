import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Acerca de",
  administeredBy: "Administrado por",
  technicalInfo: "Información técnica",
  serverVersion: "Versión del servidor: {version}",
  clientVersion: "Versión del cliente web: {version}",
  unknownVersion: "desconocida",
  back: "Volver",
  instance: {
    blockedTitle: "Servidores bloqueados",
    noneBlocked: "Este servidor no bloquea ningún otro servidor.",
    reason: "Motivo: {comment}",
    activeUsers: "Usuarios activos este mes: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
