import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Pular para o conteúdo",
  unreadNotifications: "{count} {{notificações não lidas|notificação não lida|notificações não lidas|notificações não lidas|notificações não lidas|notificações não lidas}}",
  learnMore: "Saiba mais",
  visitorBanner: "Você está navegando como visitante.",
  signIn: "Entrar",
  newPost: "Nova publicação",
  safety: {
    framed: "Para sua segurança, o Mitra não funciona dentro de outro site.",
    openInOwnTab: "Abrir o Mitra em uma aba própria",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
