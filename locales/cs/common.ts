import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Načítání…",
  cancel: "Zrušit",
  ok: "OK",
  save: "Uložit",
  saving: "Ukládání…",
  close: "Zavřít",
  retry: "Zkusit znovu",
  remove: "Odebrat",
  showMore: "Zobrazit další",
  confirm: "Potvrdit",
  back: "Zpět",
  defaultAvatar: "Výchozí avatar",
  avatarOf: "Avatar uživatele {name}",
  language: "Jazyk",
  themeToLight: "Přepnout na světlý motiv",
  themeToDark: "Přepnout na tmavý motiv",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Server poslal odpověď, kterou tato stránka neumí přečíst.",
    refreshFailed: "Obnovení se nezdařilo: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
