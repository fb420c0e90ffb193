import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Adres Monero",
  moneroAddressHint: "Główny adres Twojego portfela.",
  moneroMessage: "Wiadomość do podpisania",
  moneroMessageHint: "Podpisz tę wiadomość portfelem Monero, a następnie wklej podpis poniżej.",
  moneroSignature: "Podpis",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Ten serwer pozwala rejestrować się i logować za pomocą portfela Ethereum zamiast hasła. Adres portfela identyfikuje Twoje konto, a to, że należy ono do Ciebie, potwierdzasz, podpisując krótką wiadomość.",
  ethereumHelp2: "Zainstaluj portfel przeglądarkowy obsługujący standardowy interfejs dostawcy (EIP-1193), np. portfel w postaci rozszerzenia przeglądarki, a następnie wróć i wybierz Ethereum w formularzu logowania.",
  ethereumHelp3: "Podpisanie wiadomości nic nie kosztuje i nie wysyła żadnej transakcji: pokazuje jedynie, że kontrolujesz ten adres.",
  backToSignIn: "Wróć do logowania",
  ethereumLinks: {
    learnMore: "Dowiedz się więcej",
    wallets: "Wybierz portfel Ethereum",
    metamask: "MetaMask, portfel w przeglądarce",
    exchanges: "Giełdy, które nie wymagają dokumentów tożsamości",
    privacy: "Privacy Guides: prywatność a kryptowaluty",
  },
  ethereumNotOffered: "Ten serwer nie oferuje logowania portfelem Ethereum: strona logowania pokazuje sposoby, które oferuje.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
