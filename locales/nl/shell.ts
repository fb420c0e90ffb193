import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Naar inhoud springen",
  unreadNotifications: "{count} ongelezen {{melding|meldingen}}",
  learnMore: "Meer informatie",
  visitorBanner: "Je bekijkt deze site als bezoeker.",
  signIn: "Inloggen",
  newPost: "Nieuw bericht",
  safety: {
    framed: "Voor je veiligheid werkt Mitra niet binnen een andere website.",
    openInOwnTab: "Mitra in een eigen tabblad openen",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
