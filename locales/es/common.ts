import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Cargando…",
  cancel: "Cancelar",
  ok: "Aceptar",
  save: "Guardar",
  saving: "Guardando…",
  close: "Cerrar",
  retry: "Reintentar",
  remove: "Quitar",
  showMore: "Mostrar más",
  confirm: "Confirmar",
  back: "Volver",
  defaultAvatar: "Avatar predeterminado",
  avatarOf: "Avatar de {name}",
  language: "Idioma",
  themeToLight: "Cambiar al tema claro",
  themeToDark: "Cambiar al tema oscuro",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "El servidor envió una respuesta que esta página no puede leer.",
    refreshFailed: "No se pudo actualizar: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
