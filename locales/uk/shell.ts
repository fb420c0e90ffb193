import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Перейти до вмісту",
  unreadNotifications:
    "{count} {{|непрочитане сповіщення|непрочитаного сповіщення|непрочитані сповіщення|непрочитаних сповіщень|непрочитаного сповіщення}}",
  learnMore: "Докладніше",
  visitorBanner: "Ви переглядаєте сайт як гість.",
  signIn: "Увійти",
  newPost: "Новий допис",
  safety: {
    framed: "З міркувань безпеки Mitra не працює всередині іншого сайту.",
    openInOwnTab: "Відкрити Mitra в окремій вкладці",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
