import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Zum Inhalt springen",
  unreadNotifications: "{count} ungelesene {{Benachrichtigung|Benachrichtigungen}}",
  learnMore: "Mehr erfahren",
  visitorBanner: "Du bist als Gast unterwegs.",
  signIn: "Anmelden",
  newPost: "Neuer Beitrag",
  safety: {
    framed: "Zu deiner Sicherheit funktioniert Mitra nicht innerhalb einer anderen Website.",
    openInOwnTab: "Mitra in eigenem Tab öffnen",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
