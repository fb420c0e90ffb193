import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Endereço Monero",
  moneroAddressHint: "O endereço principal da tua carteira.",
  moneroMessage: "Mensagem a assinar",
  moneroMessageHint: "Assina esta mensagem com a tua carteira Monero e depois cola a assinatura abaixo.",
  moneroSignature: "Assinatura",
  ethereumTitle: "Ethereum",
  ethereumHelp1:
    "Este servidor permite-te criar conta e iniciar sessão com uma carteira Ethereum em vez de uma palavra-passe. O endereço da carteira identifica a tua conta; provas que é teu assinando uma mensagem curta.",
  ethereumHelp2:
    "Instala uma carteira de navegador que suporte a interface de fornecedor padrão (EIP-1193), como uma extensão de carteira para o navegador, e depois volta aqui e escolhe Ethereum no formulário de início de sessão.",
  ethereumHelp3:
    "Assinar a mensagem não custa nada nem envia nenhuma transação: serve apenas para mostrar que controlas o endereço.",
  backToSignIn: "Voltar ao início de sessão",
  ethereumLinks: {
    learnMore: "Saber mais",
    wallets: "Escolher uma carteira Ethereum",
    metamask: "MetaMask, uma carteira para o navegador",
    exchanges: "Casas de câmbio que não pedem documentos de identificação",
    privacy: "Privacy Guides: privacidade com criptomoedas",
  },
  ethereumNotOffered: "Este servidor não oferece início de sessão com uma carteira Ethereum: a página de início de sessão mostra as formas que oferece.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
