import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Se încarcă…",
  cancel: "Anulează",
  ok: "OK",
  save: "Salvează",
  saving: "Se salvează…",
  close: "Închide",
  retry: "Încearcă din nou",
  remove: "Elimină",
  showMore: "Afișează mai mult",
  confirm: "Confirmă",
  back: "Înapoi",
  defaultAvatar: "Avatar implicit",
  avatarOf: "Avatarul lui {name}",
  language: "Limbă",
  themeToLight: "Comută la tema luminoasă",
  themeToDark: "Comută la tema întunecată",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Serverul a trimis un răspuns pe care această pagină nu îl poate citi.",
    refreshFailed: "Actualizarea a eșuat: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
