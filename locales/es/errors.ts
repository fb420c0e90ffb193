import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.",
  requestTooLarge: "El cuerpo de la solicitud es demasiado grande.",
  unknown: "Algo salió mal. Inténtalo de nuevo.",
  sessionExpired: "Tu sesión ha caducado. Vuelve a iniciar sesión.",
  notAuthenticated: "Primero tienes que iniciar sesión.",
  tooManyRequests: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
  permission: "No tienes permiso para hacer eso.",
  loadFailed: "No se pudo cargar esta página: {message}",
  appFailed: "No se pudo iniciar la aplicación: {message}",
  servers: {
    profileNotSaved: "El servidor no guardó el perfil: la cuenta que devolvió no muestra el cambio.",
  },
  configNotSaved:
    "Tus ajustes se guardaron en este dispositivo y se guardarán en tu cuenta cuando el servidor responda. Aún sin guardar: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
