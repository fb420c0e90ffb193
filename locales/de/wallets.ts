import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Monero-Adresse",
  moneroAddressHint: "Die Hauptadresse deiner Wallet.",
  moneroMessage: "Zu signierende Nachricht",
  moneroMessageHint: "Signiere diese Nachricht mit deiner Monero-Wallet und füge die Signatur unten ein.",
  moneroSignature: "Signatur",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Auf diesem Server kannst du dich statt mit einem Passwort mit einer Ethereum-Wallet registrieren und anmelden. Deine Wallet-Adresse identifiziert dein Konto; dass sie dir gehört, beweist du, indem du eine kurze Nachricht signierst.",
  ethereumHelp2: "Installiere eine Browser-Wallet, die die Standard-Provider-Schnittstelle (EIP-1193) unterstützt, etwa eine Wallet-Browsererweiterung. Komm dann zurück und wähle im Anmeldeformular Ethereum.",
  ethereumHelp3: "Das Signieren der Nachricht kostet nichts und sendet keine Transaktion: Es zeigt nur, dass du die Adresse kontrollierst.",
  backToSignIn: "Zurück zur Anmeldung",
  ethereumLinks: {
    learnMore: "Mehr erfahren",
    wallets: "Eine Ethereum-Wallet auswählen",
    metamask: "MetaMask, eine Browser-Wallet",
    exchanges: "Börsen, die keine Ausweisdokumente verlangen",
    privacy: "Privacy Guides: Kryptowährungen privat nutzen",
  },
  ethereumNotOffered: "Dieser Server bietet keine Anmeldung mit einer Ethereum-Wallet an: Die Anmeldeseite zeigt die Wege, die er anbietet.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
