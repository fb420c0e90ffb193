import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Associar chave criptográfica",
  intro:
    "Prova que és dono de uma chave ed25519 assinando uma mensagem com ela. A chave passa depois a aparecer no teu perfil.",
  step1: "Passo 1: a tua chave pública",
  tool: "Ferramenta de assinatura",
  createKey: "Cria uma chave e mostra a chave pública:",
  publicKey: "Chave pública",
  publicKeyHint: "Cola o ficheiro da chave pública, ou apenas a segunda linha.",
  invalidKey: "Isto não é uma chave pública ed25519 do minisign nem do signify.",
  generate: "Gerar mensagem",
  didMismatch: "O servidor respondeu para uma chave diferente. Nada foi assinado; tenta novamente.",
  step2: "Passo 2: assina a mensagem",
  message: "Mensagem a assinar",
  signCommand: "Assina-a com:",
  signature: "Assinatura",
  signatureHint: "Cola o ficheiro da assinatura, ou apenas a segunda linha.",
  invalidSignature: "Isto não é uma assinatura do minisign nem do signify.",
  prehashed:
    "Esta assinatura foi feita a partir de um hash da mensagem. Assina com o comando acima (o minisign precisa de -l).",
  mismatch:
    "A assinatura não corresponde a esta chave e a esta mensagem. Verifica se assinaste a mensagem acima com a chave do passo 1.",
  submit: "Enviar",
  startOver: "Recomeçar",
  linked: "Chave associada",
  ethereumTitle: "Associar endereço Ethereum",
  ethereumIntro: "Assina uma mensagem com a tua carteira Ethereum para mostrar o respetivo endereço no teu perfil.",
  ethereumButton: "Associar endereço Ethereum",
  walletNotDetected: "Não foi detetada nenhuma carteira Ethereum",
  ethereumLinked: "Endereço Ethereum associado",
  renewVerification: "Renovar a verificação",
  claimCheck: {
    meaning: "A sua carteira vai pedir-lhe que assine esta declaração: a conta {account} e o endereço Ethereum {address} pertencem à mesma pessoa. Assine-a apenas se ambos forem seus.",
    openWallet: "Abrir carteira",
    unreadable: "O servidor pediu para assinar uma declaração que esta aplicação não consegue ler, por isso nada foi assinado.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
