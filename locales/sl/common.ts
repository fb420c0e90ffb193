import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Nalaganje …",
  cancel: "Prekliči",
  ok: "V redu",
  save: "Shrani",
  saving: "Shranjevanje …",
  close: "Zapri",
  retry: "Poskusi znova",
  remove: "Odstrani",
  showMore: "Pokaži več",
  confirm: "Potrdi",
  back: "Nazaj",
  defaultAvatar: "Privzeti avatar",
  avatarOf: "Avatar uporabnika {name}",
  language: "Jezik",
  themeToLight: "Preklopi na svetlo temo",
  themeToDark: "Preklopi na temno temo",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Strežnik je poslal odgovor, ki ga ta stran ne zna prebrati.",
    refreshFailed: "Osvežitev ni uspela: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
