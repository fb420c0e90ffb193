import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Vincular chave criptográfica",
  intro:
    "Prove que você é dono de uma chave ed25519 assinando uma mensagem com ela. Depois disso, a chave aparece no seu perfil.",
  step1: "Passo 1: sua chave pública",
  tool: "Ferramenta de assinatura",
  createKey: "Crie uma chave e exiba a chave pública:",
  publicKey: "Chave pública",
  publicKeyHint: "Cole o arquivo da chave pública, ou só a segunda linha dele.",
  invalidKey: "Isto não é uma chave pública ed25519 do minisign nem do signify.",
  generate: "Gerar mensagem",
  didMismatch: "O servidor respondeu para uma chave diferente. Nada foi assinado; tente de novo.",
  step2: "Passo 2: assine a mensagem",
  message: "Mensagem para assinar",
  signCommand: "Assine com:",
  signature: "Assinatura",
  signatureHint: "Cole o arquivo da assinatura, ou só a segunda linha dele.",
  invalidSignature: "Isto não é uma assinatura do minisign nem do signify.",
  prehashed:
    "Esta assinatura foi feita a partir de um hash da mensagem. Assine com o comando acima (o minisign precisa de -l).",
  mismatch:
    "A assinatura não corresponde a esta chave e mensagem. Verifique se você assinou a mensagem acima com a chave do passo 1.",
  submit: "Enviar",
  startOver: "Recomeçar",
  linked: "Chave vinculada",
  ethereumTitle: "Vincular endereço Ethereum",
  ethereumIntro: "Assine uma mensagem com sua carteira Ethereum para exibir o endereço dela no seu perfil.",
  ethereumButton: "Vincular endereço Ethereum",
  walletNotDetected: "Nenhuma carteira Ethereum detectada",
  ethereumLinked: "Endereço Ethereum vinculado",
  renewVerification: "Renovar verificação",
  claimCheck: {
    meaning: "Sua carteira vai pedir que você assine esta declaração: a conta {account} e o endereço Ethereum {address} pertencem à mesma pessoa. Assine somente se os dois forem seus.",
    openWallet: "Abrir carteira",
    unreadable: "O servidor pediu para assinar uma declaração que este app não consegue ler, então nada foi assinado.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
