import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Betöltés…",
  cancel: "Mégse",
  ok: "OK",
  save: "Mentés",
  saving: "Mentés…",
  close: "Bezárás",
  retry: "Újrapróbálás",
  remove: "Eltávolítás",
  showMore: "Továbbiak",
  confirm: "Megerősítés",
  back: "Vissza",
  defaultAvatar: "Alapértelmezett profilkép",
  avatarOf: "{name} profilképe",
  language: "Nyelv",
  themeToLight: "Váltás világos témára",
  themeToDark: "Váltás sötét témára",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "A szerver olyan választ küldött, amelyet ez az oldal nem tud értelmezni.",
    refreshFailed: "A frissítés nem sikerült: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
