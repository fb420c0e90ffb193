import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Přeskočit na obsah",
  unreadNotifications:
    "{count} {{|nepřečtené oznámení|nepřečtená oznámení|nepřečtená oznámení|nepřečteného oznámení|nepřečtených oznámení}}",
  learnMore: "Další informace",
  visitorBanner: "Prohlížíte si stránky jako návštěvník.",
  signIn: "Přihlásit se",
  newPost: "Nový příspěvek",
  safety: {
    framed: "Z bezpečnostních důvodů Mitra nefunguje uvnitř jiného webu.",
    openInOwnTab: "Otevřít Mitru na samostatné kartě",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
