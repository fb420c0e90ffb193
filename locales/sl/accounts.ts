import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Zaključevanje prijave …",
    invalidName: "To ni ime strežnika. Vpišite njegovo ime, na primer example.social, ali svoj naslov, na primer @vi@example.social.",
    unknownServer: "Pod tem imenom se ni odzval noben strežnik. Preverite zapis; če je pravilen, se ta odjemalec z njim morda ne sme povezati.",
    notMastodon: "Ta strežnik ne ponuja API-ja, združljivega z Mastodonom, zato se od tu nanj ne morete prijaviti.",
    registrationRefused: "Strežnik je zavrnil registracijo te aplikacije, zato se od tu nanj ne morete prijaviti.",
    denied: "Tej aplikaciji niste dovolili uporabe vašega računa. Nič se ni spremenilo.",
    stateMismatch: "Ta odgovor ne ustreza nobeni prijavi, začeti tukaj (morda je star ali z druge strani). Začnite znova.",
    codeRefused: "Strežnik prijave ni sprejel. Poskusite znova.",
    network: "Strežnik ni dosegljiv. Preverite povezavo in poskusite znova.",
    serverSaid: "Strežnik je sporočil: {message}",
    failedTitle: "Prijava ni bila dokončana",
    tryAgain: "Poskusi znova",
  },
  switchTo: "Preklopi na {name} ({handle})",
  add: "Dodaj račun",
  addTitle: "Dodaj račun",
  addIntro: "Prijavite se z dodatnim računom. V obstoječih računih ostanete prijavljeni in med njimi preklapljate v meniju računov.",
  signOutOf: "Odjava iz {handle}",
  switchFailed: "Preklop na {handle} ni uspel: {message}",
  continueAs: "Nadaljuj kot",
  continueAsName: "Nadaljuj kot {name} ({handle})",
  switchRefused: "{handle} tu ni več prijavljen: njegov strežnik je zavrnil shranjeno prijavo, zato je bil odstranjen s tega seznama. Če ga želite uporabljati, se znova prijavite.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
