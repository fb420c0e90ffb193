import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Ajustes",

  profileSection: "Perfil",
  editProfile: "Editar perfil",
  subscriptionsSection: "Suscripciones",
  manageSubscriptions: "Gestionar suscripciones",

  appearanceSection: "Apariencia",
  theme: {
    label: "Tema",
    system: "Igual que el dispositivo",
    light: "Claro",
    dark: "Oscuro",
  },
  language: "Idioma",

  postsSection: "Publicaciones",
  contentWarnings: "Ocultar las publicaciones sensibles tras advertencias de contenido",
  ctrlEnter: "Enviar publicaciones con Ctrl+Intro",
  altTextReminder: "Recordarme que describa las imágenes antes de publicar",
  defaultVisibility: "Visibilidad predeterminada de las publicaciones",
  visibilityPublic: "Pública",
  visibilityFollowers: "Seguidores",
  visibilitySubscribers: "Suscriptores",

  authenticationSection: "Autenticación",
  authMethods: "Métodos de inicio de sesión de esta cuenta",
  methodPassword: "Contraseña",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Cambiar contraseña",
  newPassword: "Nueva contraseña",
  confirmPassword: "Repite la nueva contraseña",
  passwordMismatch: "Las contraseñas no coinciden.",
  passwordChanged: "Contraseña cambiada",

  exportSection: "Exportar",
  exportFollows: "Cuentas seguidas ({count})",
  exportFollowers: "Seguidores ({count})",
  download: "Descargar",
  downloadFollows: "Descargar las cuentas seguidas en CSV",
  downloadFollowers: "Descargar los seguidores en CSV",

  importSection: "Importar",
  importFollowsLink: "Importar cuentas seguidas",

  migrateSection: "Migrar cuenta",
  manageIdentities: "Gestionar identidades",
  moveFollowersLink: "Trasladar seguidores",

  dangerSection: "Eliminar cuenta",
  deleteAccount: "Eliminar cuenta",
  deleteAccountConfirm: "¿Eliminar tu cuenta? Se borrarán tu perfil y tus publicaciones. Esta acción no se puede deshacer.",
  accountDeleted: "Tu cuenta se eliminó.",

  experimentsSection: "Experimentos",
  experimentsSummary: "Funciones experimentales: pueden cambiar o dejar de funcionar",
  importFollowersLink: "Importar seguidores",
  conversationNewTab: "Abrir las conversaciones en una pestaña nueva",


  aliases: {
    title: "Identidades",
    explanation:
      "Antes de poder trasladar tus seguidores de otra cuenta a esta, añade aquí esa cuenta como alias. La otra cuenta también debe indicar esta como alias.",
    declared: "Alias declarados",
    verified: "Alias verificados",
    verifiedHint: "Estas cuentas también indican esta cuenta como alias.",
    unknownAccount: "Perfil desconocido",
    remove: "Quitar el alias {name}",
    addTitle: "Añadir alias",
    address: "Dirección del fediverso",
    addressPlaceholder: "user@example.social",
    add: "Añadir",
    suggestions: "Coinciden varios perfiles. Elige uno:",
    userNotFound: "no se encontró el usuario",
    alreadyAdded: "el usuario ya está en la lista",
    added: "Alias añadido",
    removed: "Alias quitado",
    adding: "Añadiendo el alias…",
    removing: "Quitando el alias…",
  },

  move: {
    title: "Trasladar seguidores",
    explanation:
      "Tus seguidores pasarán a seguir la cuenta de destino. Antes, la cuenta de destino debe indicar esta cuenta como alias.",
    target: "Dirección de la cuenta de destino",
    targetPlaceholder: "user@example.social",
    move: "Trasladar",
    userNotFound: "no se encontró el usuario",
    moved: "Tus seguidores se están trasladando a {address}.",
  },


  imports: {
    followersTitle: "Importar seguidores",
    followersIntro:
      "Traslada a esta cuenta los seguidores de uno de tus alias. Exporta allí los seguidores en CSV y pégalos aquí.",
    fromActorId: "ID del actor de origen",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Seguidores (CSV)",
    followsTitle: "Importar cuentas seguidas",
    followsIntro: "Sigue todas las cuentas de una lista CSV, una dirección por línea. El proceso se ejecuta en segundo plano.",
    followsCsv: "Cuentas seguidas (CSV)",
    import: "Importar",
    followersImported: "Seguidores importados",
    followsImported: "Empezarás a seguir las cuentas en breve.",
  },
  shortcuts: {
    enabled: "Atajos de teclado (pulsa ? para verlos)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
