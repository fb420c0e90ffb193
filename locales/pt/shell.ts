import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Saltar para o conteúdo",
  unreadNotifications:
    "{count} {{notificações não lidas|notificação não lida|notificações não lidas|notificações não lidas|notificações não lidas|notificações não lidas}}",
  learnMore: "Saber mais",
  visitorBanner: "Estás a navegar como visitante.",
  signIn: "Iniciar sessão",
  newPost: "Nova publicação",
  safety: {
    framed: "Para sua segurança, o Mitra não funciona dentro de outro site.",
    openInOwnTab: "Abrir o Mitra num separador próprio",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
