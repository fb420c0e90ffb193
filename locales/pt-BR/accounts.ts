import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Concluindo a entrada…",
    invalidName: "Isso não é um nome de servidor. Digite o nome dele, como example.social, ou o seu usuário, como @voce@example.social.",
    unknownServer: "Nenhum servidor respondeu com esse nome. Confira a grafia; se estiver certa, talvez este cliente não tenha permissão para se conectar a ele.",
    notMastodon: "Esse servidor não oferece uma API compatível com o Mastodon, então você não pode entrar nele por aqui.",
    registrationRefused: "O servidor se recusou a registrar este aplicativo, então você não pode entrar nele por aqui.",
    denied: "Você não permitiu que este aplicativo usasse a sua conta. Nada foi alterado.",
    stateMismatch: "Esta resposta não corresponde a nenhuma entrada iniciada aqui (pode ser antiga ou de outra página). Comece de novo.",
    codeRefused: "O servidor não aceitou a entrada. Tente novamente.",
    network: "Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.",
    serverSaid: "O servidor disse: {message}",
    failedTitle: "A entrada não foi concluída",
    tryAgain: "Tentar novamente",
  },
  switchTo: "Trocar para {name} ({handle})",
  add: "Adicionar uma conta",
  addTitle: "Adicionar uma conta",
  addIntro: "Entre com outra conta. Você continua conectado às que já tem e pode alternar entre elas pelo menu de contas.",
  signOutOf: "Sair de {handle}",
  switchFailed: "Não foi possível trocar para {handle}: {message}",
  continueAs: "Continuar como",
  continueAsName: "Continuar como {name} ({handle})",
  switchRefused: "{handle} não está mais conectado aqui: o servidor recusou o login salvo, então ele foi removido desta lista. Entre de novo para usá-lo.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
