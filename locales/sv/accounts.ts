import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Slutför inloggningen …",
    invalidName: "Det är inget servernamn. Skriv dess namn, till exempel example.social, eller ditt användarnamn, till exempel @du@example.social.",
    unknownServer: "Ingen server svarade på det namnet. Kontrollera stavningen; stämmer den kanske den här klienten inte får ansluta till servern.",
    notMastodon: "Servern erbjuder inget Mastodon-kompatibelt API, så du kan inte logga in på den härifrån.",
    registrationRefused: "Servern vägrade registrera den här appen, så du kan inte logga in på den härifrån.",
    denied: "Du gav inte den här appen tillgång till ditt konto. Inget har ändrats.",
    stateMismatch: "Svaret hör inte till någon inloggning som påbörjats här (det kan vara gammalt eller från en annan sida). Börja om.",
    codeRefused: "Servern godtog inte inloggningen. Försök igen.",
    network: "Det gick inte att nå servern. Kontrollera anslutningen och försök igen.",
    serverSaid: "Servern svarade: {message}",
    failedTitle: "Inloggningen slutfördes inte",
    tryAgain: "Försök igen",
  },
  switchTo: "Byt till {name} ({handle})",
  add: "Lägg till ett konto",
  addTitle: "Lägg till ett konto",
  addIntro: "Logga in med ytterligare ett konto. Du förblir inloggad på dem du har och kan byta mellan dem i kontomenyn.",
  signOutOf: "Logga ut från {handle}",
  switchFailed: "Det gick inte att byta till {handle}: {message}",
  continueAs: "Fortsätt som",
  continueAsName: "Fortsätt som {name} ({handle})",
  switchRefused: "{handle} är inte längre inloggat här: servern avvisade den sparade inloggningen, så kontot togs bort från listan. Logga in igen för att använda det.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
