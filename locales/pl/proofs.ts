import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Powiąż klucz kryptograficzny",
  intro: "Udowodnij, że posiadasz klucz ed25519, podpisując nim wiadomość. Klucz zostanie wtedy wyświetlony w Twoim profilu.",
  step1: "Krok 1: Twój klucz publiczny",
  tool: "Narzędzie do podpisywania",
  createKey: "Utwórz klucz i wyświetl klucz publiczny:",
  publicKey: "Klucz publiczny",
  publicKeyHint: "Wklej zawartość pliku klucza publicznego lub tylko jego drugi wiersz.",
  invalidKey: "To nie jest klucz publiczny ed25519 w formacie minisign ani signify.",
  generate: "Wygeneruj wiadomość",
  didMismatch: "Serwer odpowiedział dla innego klucza. Nic nie zostało podpisane; spróbuj ponownie.",
  step2: "Krok 2: podpisz wiadomość",
  message: "Wiadomość do podpisania",
  signCommand: "Podpisz ją poleceniem:",
  signature: "Podpis",
  signatureHint: "Wklej zawartość pliku podpisu lub tylko jego drugi wiersz.",
  invalidSignature: "To nie jest podpis minisign ani signify.",
  prehashed: "Ten podpis utworzono ze skrótu wiadomości. Podpisz ją poleceniem powyżej (minisign wymaga -l).",
  mismatch: "Podpis nie pasuje do tego klucza i wiadomości. Sprawdź, czy wiadomość powyżej została podpisana kluczem z kroku 1.",
  submit: "Wyślij",
  startOver: "Zacznij od nowa",
  linked: "Powiązano klucz",
  ethereumTitle: "Powiąż adres Ethereum",
  ethereumIntro: "Podpisz wiadomość portfelem Ethereum, aby pokazać jego adres w swoim profilu.",
  ethereumButton: "Powiąż adres Ethereum",
  walletNotDetected: "Nie wykryto portfela Ethereum",
  ethereumLinked: "Powiązano adres Ethereum",
  renewVerification: "Odnów weryfikację",
  claimCheck: {
    meaning: "Portfel poprosi cię o podpisanie tego oświadczenia: konto {account} i adres Ethereum {address} należą do tej samej osoby. Podpisz je tylko wtedy, gdy oba są twoje.",
    openWallet: "Otwórz portfel",
    unreadable: "Serwer poprosił o podpisanie oświadczenia, którego ta aplikacja nie potrafi odczytać, więc nic nie zostało podpisane.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
