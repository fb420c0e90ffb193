import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Atalhos de teclado",
  then: "depois",
  next: "Publicação seguinte",
  previous: "Publicação anterior",
  open: "Abrir a publicação",
  reply: "Responder",
  like: "Gosto",
  repost: "Partilhar",
  menu: "Mais ações",
  compose: "Nova publicação",
  search: "Pesquisar",
  home: "Ir para o início",
  notifications: "Ir para as notificações",
  help: "Mostrar esta lista",
  turnOff: "Pode desativar os atalhos de teclado nas Definições.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
