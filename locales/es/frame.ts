import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Navegación principal",
  home: "Inicio",
  notifications: "Notificaciones",
  local: "Local",
  federated: "Federado",
  directory: "Directorio de perfiles",
  bookmarks: "Marcadores",
  explore: "Explorar",
  settings: "Ajustes",
  about: "Acerca de",
  logout: "Cerrar sesión",
  myProfile: "Mi perfil",
  searchLabel: "Buscar",
  searchPlaceholder: "Buscar: @usuario, #etiqueta o >texto",
  searchHint: "Usa @ para cuentas, # para etiquetas y > para texto en publicaciones.",
  searchSubmit: "Buscar",
  menu: "Menú",
  tabBar: "Accesos rápidos",
  searchBox: {
    hints: "Buscar",
    people: "Personas",
    tags: "Etiquetas",
    text: "Texto en publicaciones",
    clear: "Borrar búsqueda",
  },
  moreNav: {
    mutes: "Usuarios silenciados",
    followRequests: "Solicitudes de seguimiento",
    customFeeds: "Feeds personalizados",
    pendingRequests: "{count} {{|solicitud de seguimiento pendiente|solicitudes de seguimiento pendientes|solicitudes de seguimiento pendientes|solicitudes de seguimiento pendientes|solicitudes de seguimiento pendientes}}",
  },
  nav: {
    favourites: "Publicaciones que te gustan",
    messages: "Mensajes directos",
    groups: "Grupos",
    adminAccounts: "Cuentas locales",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
