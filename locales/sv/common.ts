import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Laddar…",
  cancel: "Avbryt",
  ok: "OK",
  save: "Spara",
  saving: "Sparar…",
  close: "Stäng",
  retry: "Försök igen",
  remove: "Ta bort",
  showMore: "Visa mer",
  confirm: "Bekräfta",
  back: "Tillbaka",
  defaultAvatar: "Standardavatar",
  avatarOf: "Avatar för {name}",
  language: "Språk",
  themeToLight: "Byt till ljust tema",
  themeToDark: "Byt till mörkt tema",
  notShown: {
    post: "Det här inlägget kan inte visas",
    notification: "Den här aviseringen kan inte visas",
    account: "Den här profilen kan inte visas",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Du är offline. Inläggen kan vara inaktuella, och åtgärder misslyckas tills anslutningen är tillbaka.",
    offlineCopy: "Sparad kopia: skrivskyddad tills anslutningen är tillbaka.",
    newVersion: "En ny version av Mitra finns.",
    reload: "Ladda om",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Servern skickade ett svar som den här sidan inte kan läsa.",
    refreshFailed: "Det gick inte att uppdatera: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
