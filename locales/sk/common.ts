import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Načítava sa…",
  cancel: "Zrušiť",
  ok: "OK",
  save: "Uložiť",
  saving: "Ukladá sa…",
  close: "Zavrieť",
  retry: "Skúsiť znova",
  remove: "Odstrániť",
  showMore: "Zobraziť viac",
  confirm: "Potvrdiť",
  back: "Späť",
  defaultAvatar: "Predvolený avatar",
  avatarOf: "Avatar používateľa {name}",
  language: "Jazyk",
  themeToLight: "Prepnúť na svetlý motív",
  themeToDark: "Prepnúť na tmavý motív",
  notShown: {
    post: "Tento príspevok nemožno zobraziť",
    notification: "Toto upozornenie nemožno zobraziť",
    account: "Tento profil nemožno zobraziť",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Ste offline. Príspevky nemusia byť aktuálne a akcie zlyhajú, kým sa pripojenie neobnoví.",
    offlineCopy: "Uložená kópia: iba na čítanie, kým sa pripojenie neobnoví.",
    newVersion: "Je k dispozícii nová verzia Mitry.",
    reload: "Znova načítať",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Server poslal odpoveď, ktorú táto stránka nevie prečítať.",
    refreshFailed: "Obnovenie zlyhalo: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
