import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Explorar",
  signIn: "Iniciar sessão",
  signUp: "Criar conta",
  toSignUp: "Ainda não tens conta?",
  toSignIn: "Já tens conta?",
  formTitleSignIn: "Iniciar sessão em {instance}",
  formTitleSignUp: "Criar uma conta em {instance}",
  method: "Método de início de sessão",
  methodPassword: "Palavra-passe",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nome de utilizador",
  usernameSuffix: "@{domain}",
  username_only_letters: "Apenas são permitidos letras, números, hífenes e traços de sublinhado.",
  password: "Palavra-passe",
  inviteCode: "Código de convite",
  inviteCodeHint: "Este servidor só aceita novas contas por convite.",
  ethereumHint: "Vai ser-te pedido que assines uma mensagem com a carteira do teu navegador.",
  ethereumHelpLink: "É necessária uma carteira Ethereum: como funciona",
  walletNotFound: "carteira não encontrada",
  submitting: "A iniciar sessão…",
  signInOnServer: "Inicia sessão na própria página deste servidor e volta aqui com a sessão iniciada.",
  incorrectPassword: "palavra-passe incorreta",
  userNotFound: "utilizador não encontrado",
  invalidSignature: "assinatura inválida",
  invalidInviteCode: "código de convite inválido",
  userAlreadyExists: "o utilizador já existe",
} satisfies NamespaceTranslation<"auth">;

export default auth;
