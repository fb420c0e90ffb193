import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Não foi possível conectar ao servidor. Verifique sua conexão e tente de novo.",
  requestTooLarge: "O corpo da requisição é grande demais.",
  unknown: "Algo deu errado. Tente de novo.",
  sessionExpired: "Sua sessão expirou. Entre novamente.",
  notAuthenticated: "Você precisa entrar primeiro.",
  tooManyRequests: "Muitas requisições. Aguarde um momento e tente de novo.",
  permission: "Você não tem permissão para fazer isso.",
  loadFailed: "Não foi possível carregar esta página: {message}",
  appFailed: "Não foi possível iniciar o app: {message}",
  servers: {
    profileNotSaved: "O servidor não salvou o perfil: a conta que ele devolveu não mostra a alteração.",
  },
  configNotSaved:
    "Suas configurações foram salvas neste dispositivo e serão salvas na sua conta quando o servidor responder. Ainda não salvas: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
