import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.",
  requestTooLarge: "Tělo požadavku je příliš velké.",
  unknown: "Něco se pokazilo. Zkuste to prosím znovu.",
  sessionExpired: "Vaše relace vypršela. Přihlaste se prosím znovu.",
  notAuthenticated: "Nejdříve se musíte přihlásit.",
  tooManyRequests: "Příliš mnoho požadavků. Chvíli počkejte a zkuste to znovu.",
  permission: "K této akci nemáte oprávnění.",
  loadFailed: "Tuto stránku se nepodařilo načíst: {message}",
  appFailed: "Aplikaci se nepodařilo spustit: {message}",
  servers: {
    profileNotSaved: "Server profil neuložil: účet, který vrátil, změnu neobsahuje.",
  },
  configNotSaved:
    "Nastavení je uloženo v tomto zařízení a do vašeho účtu se uloží, až server odpoví. Zatím neuloženo: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
