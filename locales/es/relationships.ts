import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Solicitudes de seguimiento",
  noFollowRequests: "No hay solicitudes de seguimiento.",
  showMoreRequests: "Mostrar más solicitudes",
  accept: "Aceptar",
  reject: "Rechazar",
  acceptLabel: "Aceptar la solicitud de seguimiento de {name}",
  rejectLabel: "Rechazar la solicitud de seguimiento de {name}",
  accepted: "Solicitud de seguimiento de {name} aceptada.",
  rejected: "Solicitud de seguimiento de {name} rechazada.",
  mutesTitle: "Usuarios silenciados",
  noMutes: "No has silenciado a nadie.",
  showMoreUsers: "Mostrar más usuarios",
  directoryTitle: "Directorio de perfiles",
  noProfiles: "No se encontraron perfiles.",
  showMoreProfiles: "Mostrar más perfiles",
  postCount: "{count} {{|publicación|publicaciones|publicaciones|publicaciones|publicaciones}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
