import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie a skúste to znova.",
  requestTooLarge: "Telo požiadavky je príliš veľké.",
  unknown: "Niečo sa pokazilo. Skúste to znova.",
  sessionExpired: "Vaša relácia vypršala. Prihláste sa znova.",
  notAuthenticated: "Najprv sa musíte prihlásiť.",
  tooManyRequests: "Príliš veľa požiadaviek. Chvíľu počkajte a skúste to znova.",
  permission: "Na túto akciu nemáte oprávnenie.",
  loadFailed: "Túto stránku sa nepodarilo načítať: {message}",
  appFailed: "Aplikáciu sa nepodarilo spustiť: {message}",
  servers: {
    profileNotSaved: "Server profil neuložil: účet, ktorý vrátil, zmenu neobsahuje.",
  },
  configNotSaved:
    "Nastavenia sú uložené v tomto zariadení a do vášho účtu sa uložia, keď server odpovie. Zatiaľ neuložené: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
