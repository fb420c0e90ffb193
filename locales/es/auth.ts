import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Explorar",
  signIn: "Iniciar sesión",
  signUp: "Registrarse",
  toSignUp: "¿Aún no tienes cuenta?",
  toSignIn: "¿Ya tienes una cuenta?",
  formTitleSignIn: "Iniciar sesión en {instance}",
  formTitleSignUp: "Crear una cuenta en {instance}",
  method: "Método de inicio de sesión",
  methodPassword: "Contraseña",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nombre de usuario",
  usernameSuffix: "@{domain}",
  username_only_letters: "Solo se permiten letras, números, guiones y guiones bajos.",
  password: "Contraseña",
  inviteCode: "Código de invitación",
  inviteCodeHint: "Este servidor solo acepta cuentas nuevas por invitación.",
  ethereumHint: "Se te pedirá que firmes un mensaje con la billetera de tu navegador.",
  ethereumHelpLink: "Necesitas una billetera de Ethereum: cómo funciona",
  walletNotFound: "no se encontró la billetera",
  submitting: "Iniciando sesión…",
  signInOnServer: "Inicias sesión en la propia página de este servidor y vuelves aquí con la sesión iniciada.",
  incorrectPassword: "contraseña incorrecta",
  userNotFound: "usuario no encontrado",
  invalidSignature: "firma no válida",
  invalidInviteCode: "código de invitación no válido",
  userAlreadyExists: "el usuario ya existe",
} satisfies NamespaceTranslation<"auth">;

export default auth;
