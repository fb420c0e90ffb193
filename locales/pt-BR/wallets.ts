import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Endereço Monero",
  moneroAddressHint: "O endereço principal da sua carteira.",
  moneroMessage: "Mensagem para assinar",
  moneroMessageHint: "Assine esta mensagem com sua carteira Monero e cole a assinatura abaixo.",
  moneroSignature: "Assinatura",
  ethereumTitle: "Ethereum",
  ethereumHelp1:
    "Este servidor permite que você se cadastre e entre com uma carteira Ethereum em vez de uma senha. O endereço da carteira identifica sua conta; você prova que ele é seu assinando uma mensagem curta.",
  ethereumHelp2:
    "Instale uma carteira de navegador compatível com a interface de provedor padrão (EIP-1193), como uma extensão de carteira para o navegador. Depois, volte aqui e escolha Ethereum no formulário de login.",
  ethereumHelp3:
    "Assinar a mensagem não custa nada e não envia nenhuma transação: serve só para mostrar que você controla o endereço.",
  backToSignIn: "Voltar para o login",
  ethereumLinks: {
    learnMore: "Saiba mais",
    wallets: "Escolha uma carteira Ethereum",
    metamask: "MetaMask, uma carteira para o navegador",
    exchanges: "Corretoras que não pedem documentos de identidade",
    privacy: "Privacy Guides: privacidade com criptomoedas",
  },
  ethereumNotOffered: "Este servidor não oferece entrar com uma carteira Ethereum: a página de entrada mostra as formas que ele oferece.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
