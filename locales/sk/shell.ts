import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Preskočiť na obsah",
  unreadNotifications:
    "{count} {{|neprečítané upozornenie|neprečítané upozornenia|neprečítané upozornenia|neprečítaného upozornenia|neprečítaných upozornení}}",
  learnMore: "Viac informácií",
  visitorBanner: "Prehliadate si stránky ako návštevník.",
  signIn: "Prihlásiť sa",
  newPost: "Nový príspevok",
  safety: {
    framed: "Z bezpečnostných dôvodov Mitra nefunguje vnútri inej webovej stránky.",
    openInOwnTab: "Otvoriť Mitru na samostatnej karte",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
