import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O serwerze",
  administeredBy: "Administrator",
  technicalInfo: "Informacje techniczne",
  serverVersion: "Wersja serwera: {version}",
  clientVersion: "Wersja klienta WWW: {version}",
  unknownVersion: "nieznana",
  back: "Wstecz",
  instance: {
    blockedTitle: "Zablokowane serwery",
    noneBlocked: "Ten serwer nie blokuje żadnych innych serwerów.",
    reason: "Powód: {comment}",
    activeUsers: "Aktywni użytkownicy w tym miesiącu: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
