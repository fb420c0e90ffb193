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
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Server poslal odpoveď, ktorú táto stránka nevie prečítať.",
    refreshFailed: "Obnovenie zlyhalo: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
