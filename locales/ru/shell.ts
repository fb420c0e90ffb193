import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Перейти к содержимому",
  unreadNotifications:
    "{count} {{|непрочитанное уведомление|непрочитанного уведомления|непрочитанных уведомления|непрочитанных уведомлений|непрочитанного уведомления}}",
  learnMore: "Подробнее",
  visitorBanner: "Вы просматриваете сайт как гость.",
  signIn: "Войти",
  newPost: "Новый пост",
  safety: {
    framed: "В целях вашей безопасности Mitra не работает внутри другого сайта.",
    openInOwnTab: "Открыть Mitra в отдельной вкладке",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
