import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Explorar",
  signIn: "Entrar",
  signUp: "Cadastrar-se",
  toSignUp: "Ainda não tem uma conta?",
  toSignIn: "Já tem uma conta?",
  formTitleSignIn: "Entrar em {instance}",
  formTitleSignUp: "Criar uma conta em {instance}",
  method: "Método de login",
  methodPassword: "Senha",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nome de usuário",
  usernameSuffix: "@{domain}",
  username_only_letters: "Só são permitidos letras, números, hifens e sublinhados (_).",
  password: "Senha",
  moneroAddress: "Endereço Monero",
  moneroAddressHint: "O endereço principal da sua carteira.",
  moneroMessage: "Mensagem para assinar",
  moneroMessageHint: "Assine esta mensagem com sua carteira Monero e cole a assinatura abaixo.",
  moneroSignature: "Assinatura",
  inviteCode: "Código de convite",
  inviteCodeHint: "Este servidor só aceita novas contas por convite.",
  ethereumHint: "Você vai precisar assinar uma mensagem com a carteira do seu navegador.",
  ethereumHelpLink: "É preciso ter uma carteira Ethereum: veja como funciona",
  walletNotFound: "carteira não encontrada",
  submitting: "Entrando…",
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
} satisfies NamespaceTranslation<"auth">;

export default auth;
