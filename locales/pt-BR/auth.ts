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
  inviteCode: "Código de convite",
  inviteCodeHint: "Este servidor só aceita novas contas por convite.",
  ethereumHint: "Você vai precisar assinar uma mensagem com a carteira do seu navegador.",
  ethereumHelpLink: "É preciso ter uma carteira Ethereum: veja como funciona",
  walletNotFound: "carteira não encontrada",
  submitting: "Entrando…",
  signInOnServer: "Você entra pela própria página deste servidor e volta para cá já conectado.",
  incorrectPassword: "senha incorreta",
  userNotFound: "usuário não encontrado",
  invalidSignature: "assinatura inválida",
  invalidInviteCode: "código de convite inválido",
  userAlreadyExists: "o usuário já existe",
} satisfies NamespaceTranslation<"auth">;

export default auth;
