import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Atalhos de teclado",
  then: "depois",
  next: "Próximo post",
  previous: "Post anterior",
  open: "Abrir o post",
  reply: "Responder",
  like: "Curtir",
  repost: "Repostar",
  menu: "Mais ações",
  compose: "Novo post",
  search: "Buscar",
  home: "Ir para o início",
  notifications: "Ir para as notificações",
  help: "Mostrar esta lista",
  turnOff: "Você pode desativar os atalhos de teclado nas Configurações.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
