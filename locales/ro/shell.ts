import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Salt la conținut",
  unreadNotifications: "{count} {{|notificare necitită|de notificări necitite|notificări necitite|de notificări necitite|de notificări necitite}}",
  learnMore: "Află mai multe",
  visitorBanner: "Navighezi ca vizitator.",
  signIn: "Conectare",
  newPost: "Postare nouă",
  safety: {
    framed: "Pentru siguranța ta, Mitra nu funcționează în interiorul altui site.",
    openInOwnTab: "Deschide Mitra într-o filă separată",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
