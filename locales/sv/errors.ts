import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Det gick inte att nå servern. Kontrollera din anslutning och försök igen.",
  requestTooLarge: "Begäran är för stor.",
  unknown: "Något gick fel. Försök igen.",
  sessionExpired: "Din session har gått ut. Logga in igen.",
  notAuthenticated: "Du måste logga in först.",
  tooManyRequests: "För många förfrågningar. Vänta en stund och försök igen.",
  permission: "Du har inte behörighet att göra det.",
  loadFailed: "Det gick inte att läsa in sidan: {message}",
  appFailed: "Appen kunde inte starta: {message}",
  servers: {
    profileNotSaved: "Servern sparade inte profilen: kontot den skickade tillbaka visar inte ändringen.",
  },
  configNotSaved:
    "Dina inställningar har sparats på den här enheten och sparas i ditt konto när servern svarar. Inte sparat ännu: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
