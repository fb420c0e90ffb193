import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "A concluir o início de sessão…",
    invalidName: "Isso não é um nome de servidor. Escreva o nome dele, como example.social, ou o seu identificador, como @voce@example.social.",
    unknownServer: "Nenhum servidor respondeu com esse nome. Verifique a ortografia; se estiver correta, este cliente pode não ter permissão para se ligar a ele.",
    notMastodon: "Esse servidor não oferece uma API compatível com o Mastodon, por isso não pode iniciar sessão nele a partir daqui.",
    registrationRefused: "O servidor recusou registar esta aplicação, por isso não pode iniciar sessão nele a partir daqui.",
    denied: "Não autorizou esta aplicação a usar a sua conta. Nada foi alterado.",
    stateMismatch: "Esta resposta não corresponde a nenhum início de sessão começado aqui (pode ser antiga ou de outra página). Comece de novo.",
    codeRefused: "O servidor não aceitou o início de sessão. Tente novamente.",
    network: "Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.",
    serverSaid: "O servidor disse: {message}",
    failedTitle: "O início de sessão não foi concluído",
    tryAgain: "Tentar novamente",
  },
  switchTo: "Mudar para {name} ({handle})",
  add: "Adicionar uma conta",
  addTitle: "Adicionar uma conta",
  addIntro: "Inicie sessão com outra conta. Continua com sessão iniciada nas que já tem e pode alternar entre elas no menu de contas.",
  signOutOf: "Terminar sessão de {handle}",
  switchFailed: "Não foi possível mudar para {handle}: {message}",
  continueAs: "Continuar como",
  continueAsName: "Continuar como {name} ({handle})",
  switchRefused: "{handle} já não tem sessão iniciada aqui: o servidor recusou o início de sessão guardado, por isso foi retirado desta lista. Inicie sessão de novo para o usar.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
