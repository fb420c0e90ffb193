import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Monero-adress",
  moneroAddressHint: "Din plånboks primära adress.",
  moneroMessage: "Meddelande att signera",
  moneroMessageHint: "Signera det här meddelandet med din Monero-plånbok och klistra sedan in signaturen nedan.",
  moneroSignature: "Signatur",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "På den här servern kan du registrera dig och logga in med en Ethereum-plånbok i stället för ett lösenord. Plånbokens adress identifierar ditt konto; du bevisar att den är din genom att signera ett kort meddelande.",
  ethereumHelp2: "Installera en webbläsarplånbok som stöder standardgränssnittet för providers (EIP-1193), till exempel ett plånbokstillägg för webbläsaren. Kom sedan tillbaka och välj Ethereum i inloggningsformuläret.",
  ethereumHelp3: "Att signera meddelandet kostar ingenting och skickar ingen transaktion: det visar bara att du kontrollerar adressen.",
  backToSignIn: "Tillbaka till inloggningen",
  ethereumLinks: {
    learnMore: "Läs mer",
    wallets: "Välj en Ethereum-plånbok",
    metamask: "MetaMask, en plånbok för webbläsaren",
    exchanges: "Växlare som inte kräver id-handlingar",
    privacy: "Privacy Guides: kryptovalutor och integritet",
  },
  ethereumNotOffered: "Den här servern erbjuder inte inloggning med en Ethereum-plånbok: inloggningssidan visar de sätt den erbjuder.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
