import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Não foi possível contactar o servidor. Verifica a tua ligação e tenta novamente.",
  requestTooLarge: "O corpo do pedido é demasiado grande.",
  unknown: "Algo correu mal. Tenta novamente.",
  sessionExpired: "A tua sessão expirou. Inicia sessão novamente.",
  notAuthenticated: "Tens de iniciar sessão primeiro.",
  tooManyRequests: "Demasiados pedidos. Aguarda um momento e tenta novamente.",
  permission: "Não tens permissão para fazer isso.",
  loadFailed: "Não foi possível carregar esta página: {message}",
  appFailed: "Não foi possível iniciar a aplicação: {message}",
  servers: {
    profileNotSaved: "O servidor não guardou o perfil: a conta que devolveu não mostra a alteração.",
  },
  configNotSaved:
    "As tuas definições foram guardadas neste dispositivo e serão guardadas na tua conta quando o servidor responder. Ainda não guardadas: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
