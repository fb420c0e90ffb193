import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Ugrás a tartalomra",
  unreadNotifications: "{count} olvasatlan értesítés",
  learnMore: "További információ",
  visitorBanner: "Látogatóként böngészel.",
  signIn: "Bejelentkezés",
  newPost: "Új bejegyzés",
  safety: {
    framed: "A biztonságod érdekében a Mitra nem működik más weboldalon belül.",
    openInOwnTab: "A Mitra megnyitása saját lapon",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
