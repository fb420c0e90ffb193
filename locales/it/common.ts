import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Caricamento…",
  cancel: "Annulla",
  ok: "OK",
  save: "Salva",
  saving: "Salvataggio…",
  close: "Chiudi",
  retry: "Riprova",
  remove: "Rimuovi",
  showMore: "Mostra altro",
  confirm: "Conferma",
  back: "Indietro",
  defaultAvatar: "Avatar predefinito",
  avatarOf: "Avatar di {name}",
  language: "Lingua",
  themeToLight: "Passa al tema chiaro",
  themeToDark: "Passa al tema scuro",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Il server ha inviato una risposta che questa pagina non riesce a leggere.",
    refreshFailed: "Impossibile aggiornare: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
