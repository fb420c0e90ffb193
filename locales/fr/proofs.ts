import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Associer une clé cryptographique",
  intro: "Prouvez que vous possédez une clé ed25519 en signant un message avec elle. La clé sera ensuite affichée sur votre profil.",
  step1: "Étape 1 : votre clé publique",
  tool: "Outil de signature",
  createKey: "Créez une clé et affichez la clé publique :",
  publicKey: "Clé publique",
  publicKeyHint: "Collez le fichier de clé publique, ou seulement sa deuxième ligne.",
  invalidKey: "Ceci n’est pas une clé publique ed25519 minisign ou signify.",
  generate: "Générer le message",
  didMismatch: "Le serveur a répondu pour une autre clé. Rien n’a été signé ; veuillez réessayer.",
  step2: "Étape 2 : signez le message",
  message: "Message à signer",
  signCommand: "Signez-le avec :",
  signature: "Signature",
  signatureHint: "Collez le fichier de signature, ou seulement sa deuxième ligne.",
  invalidSignature: "Ceci n’est pas une signature minisign ou signify.",
  prehashed: "Cette signature a été faite à partir d’une empreinte du message. Signez avec la commande ci-dessus (minisign nécessite -l).",
  mismatch: "La signature ne correspond pas à cette clé et à ce message. Vérifiez que vous avez signé le message ci-dessus avec la clé de l’étape 1.",
  submit: "Envoyer",
  startOver: "Recommencer",
  linked: "Clé associée",
  ethereumTitle: "Associer une adresse Ethereum",
  ethereumIntro: "Signez un message avec votre portefeuille Ethereum pour afficher son adresse sur votre profil.",
  ethereumButton: "Associer l’adresse Ethereum",
  walletNotDetected: "Aucun portefeuille Ethereum détecté",
  ethereumLinked: "Adresse Ethereum associée",
  renewVerification: "Renouveler la vérification",
  claimCheck: {
    meaning: "Votre portefeuille va vous demander de signer cette déclaration : le compte {account} et l’adresse Ethereum {address} appartiennent à la même personne. Ne la signez que si les deux sont à vous.",
    openWallet: "Ouvrir le portefeuille",
    unreadable: "Le serveur a demandé de signer une déclaration que cette application ne sait pas lire ; rien n’a été signé.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
