import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Hoppa till innehållet",
  unreadNotifications: "{count} {{oläst avisering|olästa aviseringar}}",
  learnMore: "Läs mer",
  visitorBanner: "Du surfar som besökare.",
  signIn: "Logga in",
  newPost: "Nytt inlägg",
  safety: {
    framed: "För din säkerhet fungerar Mitra inte inuti en annan webbplats.",
    openInOwnTab: "Öppna Mitra i en egen flik",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
