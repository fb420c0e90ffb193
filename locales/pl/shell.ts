import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Przejdź do treści",
  unreadNotifications:
    "{count} {{|nieprzeczytane powiadomienie|nieprzeczytanego powiadomienia|nieprzeczytane powiadomienia|nieprzeczytanych powiadomień|nieprzeczytanego powiadomienia}}",
  learnMore: "Dowiedz się więcej",
  visitorBanner: "Przeglądasz jako gość.",
  signIn: "Zaloguj się",
  newPost: "Nowy wpis",
  safety: {
    framed: "Ze względów bezpieczeństwa Mitra nie działa wewnątrz innej strony internetowej.",
    openInOwnTab: "Otwórz Mitrę w osobnej karcie",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
