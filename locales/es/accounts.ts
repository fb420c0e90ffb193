import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Terminando de iniciar sesión…",
    invalidName: "Eso no es un nombre de servidor. Escribe su nombre, como example.social, o tu usuario, como @tu@example.social.",
    unknownServer: "Ningún servidor respondió con ese nombre. Revisa cómo está escrito; si es correcto, puede que este cliente no tenga permiso para conectarse a él.",
    notMastodon: "Ese servidor no ofrece una API compatible con Mastodon, así que no puedes iniciar sesión en él desde aquí.",
    registrationRefused: "El servidor se negó a registrar esta aplicación, así que no puedes iniciar sesión en él desde aquí.",
    denied: "No permitiste que esta aplicación usara tu cuenta. No se cambió nada.",
    stateMismatch: "Esta respuesta no corresponde a ningún inicio de sesión empezado aquí (puede ser antigua o venir de otra página). Vuelve a empezar.",
    codeRefused: "El servidor no aceptó el inicio de sesión. Inténtalo de nuevo.",
    network: "No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.",
    serverSaid: "El servidor dijo: {message}",
    failedTitle: "No se completó el inicio de sesión",
    tryAgain: "Intentar de nuevo",
  },
  switchTo: "Cambiar a {name} ({handle})",
  add: "Añadir una cuenta",
  addTitle: "Añadir una cuenta",
  addIntro: "Inicia sesión con otra cuenta. Sigues conectado a las que ya tienes y puedes cambiar entre ellas desde el menú de cuentas.",
  signOutOf: "Cerrar sesión de {handle}",
  switchFailed: "No se pudo cambiar a {handle}: {message}",
  continueAs: "Continuar como",
  continueAsName: "Continuar como {name} ({handle})",
  switchRefused: "{handle} ya no tiene la sesión iniciada aquí: su servidor rechazó el inicio de sesión guardado, así que se quitó de esta lista. Inicia sesión de nuevo para usarla.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
