import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Strežnika ni mogoče doseči. Preverite povezavo in poskusite znova.",
  requestTooLarge: "Telo zahteve je preveliko.",
  unknown: "Prišlo je do napake. Poskusite znova.",
  sessionExpired: "Vaša seja je potekla. Znova se prijavite.",
  notAuthenticated: "Najprej se morate prijaviti.",
  tooManyRequests: "Preveč zahtev. Počakajte trenutek in poskusite znova.",
  permission: "Za to nimate dovoljenja.",
  loadFailed: "Te strani ni bilo mogoče naložiti: {message}",
  appFailed: "Aplikacije ni bilo mogoče zagnati: {message}",
  servers: {
    profileNotSaved: "Strežnik profila ni shranil: vrnjeni račun ne prikazuje spremembe.",
  },
  configNotSaved:
    "Nastavitve so shranjene v tej napravi in bodo shranjene v vaš račun, ko se strežnik odzove. Še ni shranjeno: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
