import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Se finalizează conectarea…",
    invalidName: "Acesta nu este un nume de server. Scrie numele lui, de exemplu example.social, sau identificatorul tău, de exemplu @tu@example.social.",
    unknownServer: "Niciun server nu a răspuns la acest nume. Verifică scrierea; dacă este corectă, poate acest client nu are voie să se conecteze la el.",
    notMastodon: "Acest server nu oferă un API compatibil cu Mastodon, deci nu te poți conecta la el de aici.",
    registrationRefused: "Serverul a refuzat să înregistreze această aplicație, deci nu te poți conecta la el de aici.",
    denied: "Nu ai permis acestei aplicații să îți folosească contul. Nu s-a schimbat nimic.",
    stateMismatch: "Acest răspuns nu corespunde niciunei conectări începute aici (poate e vechi sau vine de pe altă pagină). Te rugăm să o iei de la capăt.",
    codeRefused: "Serverul nu a acceptat conectarea. Încearcă din nou.",
    network: "Serverul nu poate fi contactat. Verifică-ți conexiunea și încearcă din nou.",
    serverSaid: "Serverul a spus: {message}",
    failedTitle: "Conectarea nu s-a încheiat",
    tryAgain: "Încearcă din nou",
  },
  switchTo: "Treci la {name} ({handle})",
  add: "Adaugă un cont",
  addTitle: "Adaugă un cont",
  addIntro: "Conectează-te cu încă un cont. Rămâi conectat la cele pe care le ai și poți trece de la unul la altul din meniul de conturi.",
  signOutOf: "Deconectare de la {handle}",
  switchFailed: "Nu s-a putut trece la {handle}: {message}",
  continueAs: "Continuă ca",
  continueAsName: "Continuă ca {name} ({handle})",
  switchRefused: "{handle} nu mai este conectat aici: serverul său a refuzat autentificarea salvată, așa că a fost scos din această listă. Autentifică-te din nou pentru a-l folosi.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
