import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Saltar al contenido",
  unreadNotifications: "{count} {{|notificación sin leer|notificaciones sin leer|notificaciones sin leer|notificaciones sin leer|notificaciones sin leer}}",
  learnMore: "Más información",
  visitorBanner: "Estás navegando como visitante.",
  signIn: "Iniciar sesión",
  newPost: "Nueva publicación",
  safety: {
    framed: "Por tu seguridad, Mitra no funciona dentro de otro sitio web.",
    openInOwnTab: "Abrir Mitra en su propia pestaña",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
