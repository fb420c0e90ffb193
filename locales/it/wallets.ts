import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Indirizzo Monero",
  moneroAddressHint: "L’indirizzo principale del tuo wallet.",
  moneroMessage: "Messaggio da firmare",
  moneroMessageHint: "Firma questo messaggio con il tuo wallet Monero, poi incolla qui sotto la firma.",
  moneroSignature: "Firma",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Questo server ti permette di registrarti e accedere con un wallet Ethereum invece che con una password. L’indirizzo del wallet identifica il tuo account; dimostri che è tuo firmando un breve messaggio.",
  ethereumHelp2: "Installa un wallet per browser che supporti l’interfaccia provider standard (EIP-1193), ad esempio un’estensione del browser, poi torna qui e scegli Ethereum nel modulo di accesso.",
  ethereumHelp3: "Firmare il messaggio non costa nulla e non invia alcuna transazione: dimostra soltanto che controlli l’indirizzo.",
  backToSignIn: "Torna all’accesso",
  ethereumLinks: {
    learnMore: "Scopri di più",
    wallets: "Scegli un portafoglio Ethereum",
    metamask: "MetaMask, un portafoglio per il browser",
    exchanges: "Exchange che non chiedono documenti d’identità",
    privacy: "Privacy Guides: privacy e criptovalute",
  },
  ethereumNotOffered: "Questo server non offre l’accesso con un portafoglio Ethereum: la pagina di accesso mostra i modi che offre.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
