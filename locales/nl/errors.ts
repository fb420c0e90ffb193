import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Kan de server niet bereiken. Controleer je verbinding en probeer het opnieuw.",
  requestTooLarge: "Het verzoek is te groot.",
  unknown: "Er is iets misgegaan. Probeer het opnieuw.",
  sessionExpired: "Je sessie is verlopen. Log opnieuw in.",
  notAuthenticated: "Je moet eerst inloggen.",
  tooManyRequests: "Te veel verzoeken. Wacht even en probeer het opnieuw.",
  permission: "Je hebt geen toestemming om dit te doen.",
  loadFailed: "Kan deze pagina niet laden: {message}",
  appFailed: "De app kon niet starten: {message}",
  servers: {
    profileNotSaved: "De server heeft het profiel niet opgeslagen: het teruggestuurde account toont de wijziging niet.",
  },
  configNotSaved:
    "Je instellingen zijn op dit apparaat opgeslagen en worden in je account opgeslagen zodra de server antwoordt. Nog niet opgeslagen: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
