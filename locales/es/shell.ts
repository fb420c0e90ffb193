import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Saltar al contenido",
  mainNav: "Navegación principal",
  home: "Inicio",
  notifications: "Notificaciones",
  unreadNotifications: "{count} {{|notificación sin leer|notificaciones sin leer|notificaciones sin leer|notificaciones sin leer|notificaciones sin leer}}",
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
  learnMore: "Más información",
  visitorBanner: "Estás navegando como visitante.",
  signIn: "Iniciar sesión",
  menu: "Menú",
  notFound: "No se encontró la página",
  newPost: "Nueva publicación",
  tabBar: "Accesos rápidos",
  safety: {
    framed: "Por tu seguridad, Mitra no funciona dentro de otro sitio web.",
    openInOwnTab: "Abrir Mitra en su propia pestaña",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
