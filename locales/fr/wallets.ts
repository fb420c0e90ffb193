import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Adresse Monero",
  moneroAddressHint: "L’adresse principale de votre portefeuille.",
  moneroMessage: "Message à signer",
  moneroMessageHint: "Signez ce message avec votre portefeuille Monero, puis collez la signature ci-dessous.",
  moneroSignature: "Signature",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Ce serveur vous permet de vous inscrire et de vous connecter avec un portefeuille Ethereum au lieu d’un mot de passe. L’adresse de votre portefeuille identifie votre compte ; vous prouvez qu’elle vous appartient en signant un court message.",
  ethereumHelp2: "Installez un portefeuille de navigateur compatible avec l’interface de fournisseur standard (EIP-1193), par exemple une extension de navigateur, puis revenez et choisissez Ethereum dans le formulaire de connexion.",
  ethereumHelp3: "Signer le message ne coûte rien et n’envoie aucune transaction : cela prouve seulement que vous contrôlez l’adresse.",
  backToSignIn: "Retour à la connexion",
  ethereumLinks: {
    learnMore: "En savoir plus",
    wallets: "Choisir un portefeuille Ethereum",
    metamask: "MetaMask, un portefeuille pour navigateur",
    exchanges: "Plateformes d’échange qui ne demandent pas de pièce d’identité",
    privacy: "Privacy Guides : confidentialité et cryptomonnaies",
  },
  ethereumNotOffered: "Ce serveur ne propose pas la connexion avec un portefeuille Ethereum : la page de connexion indique les moyens qu’il propose.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
