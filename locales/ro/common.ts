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
  notShown: {
    post: "Această postare nu poate fi afișată",
    notification: "Această notificare nu poate fi afișată",
    account: "Acest profil nu poate fi afișat",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Ești offline. Postările pot fi neactualizate, iar acțiunile vor eșua până revine conexiunea.",
    offlineCopy: "Copie salvată: doar pentru citire până revine conexiunea.",
    newVersion: "Este disponibilă o versiune nouă a Mitra.",
    reload: "Reîncarcă",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Serverul a trimis un răspuns pe care această pagină nu îl poate citi.",
    refreshFailed: "Actualizarea a eșuat: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
