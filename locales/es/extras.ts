import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Solicitudes de seguimiento enviadas",
  },
  tracking: {
    follow: "Seguir la conversación",
    unfollow: "Dejar de seguir la conversación",
    followed: "Recibirás una notificación por cada respuesta en esta conversación",
    unfollowed: "Ya no recibirás una notificación por cada respuesta en esta conversación",
    removeFromGroup: "Quitar del grupo",
    confirmRemove: "¿Quitar esta publicación del grupo?",
    removed: "Publicación quitada del grupo",
  },
  sessions: {
    title: "Sesiones",
    hint: "Dónde has iniciado sesión. Cierra cualquier sesión que no reconozcas.",
    current: "Esta sesión",
    started: "Sesión iniciada el {date}",
    unknownApp: "Aplicación desconocida",
    end: "Cerrar sesión",
    confirmEnd: "¿Cerrar esta sesión?",
    ended: "Sesión cerrada",
  },
  notifications: {
    policyTitle: "Filtros de notificaciones",
    policyHint: "Los fija el servidor según tu configuración de menciones.",
    forNotFollowing: "De personas a las que no sigues",
    forNotFollowers: "De personas que no te siguen",
    forNewAccounts: "De cuentas creadas en los últimos 30 días",
    forPrivateMentions: "Mensajes directos",
    accept: "Se muestran",
    drop: "Se ocultan",
  },
  requests: {
    title: "Solicitudes de seguimiento enviadas",
    none: "No hay solicitudes de seguimiento pendientes",
    cancel: "Cancelar solicitud",
    cancelLabel: "Cancelar la solicitud de seguimiento a {name}",
    cancelled: "Solicitud de seguimiento cancelada",
    inLists: "En tus feeds personalizados: {lists}",
    inNoLists: "No está en ninguno de tus feeds personalizados",
    showLists: "Feeds personalizados con este perfil",
  },
  identity: {
    title: "Identidades vinculadas",
    remove: "Quitar",
    removeLabel: "Quitar {did}",
    confirmRemove: "¿Quitar la identidad vinculada {did}?",
    removed: "Identidad quitada",
  },
  admin: {
    lastLogin: "Último inicio de sesión: {date}",
    neverLoggedIn: "Nunca ha iniciado sesión",
    group: "Grupo",
    title: "Cuentas locales",
  },
  accountLists: {
    inList: "En tu feed personalizado: {title}",
    none: "No está en ninguno de tus feeds personalizados",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
