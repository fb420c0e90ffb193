import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Carregando…",
  cancel: "Cancelar",
  ok: "OK",
  save: "Salvar",
  saving: "Salvando…",
  close: "Fechar",
  retry: "Tentar de novo",
  remove: "Remover",
  showMore: "Ver mais",
  confirm: "Confirmar",
  back: "Voltar",
  defaultAvatar: "Avatar padrão",
  avatarOf: "Avatar de {name}",
  language: "Idioma",
  themeToLight: "Mudar para o tema claro",
  themeToDark: "Mudar para o tema escuro",
  notShown: {
    post: "Não foi possível exibir este post",
    notification: "Não foi possível exibir esta notificação",
    account: "Não foi possível exibir este perfil",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Você está offline. Os posts podem estar desatualizados e as ações vão falhar até a conexão voltar.",
    offlineCopy: "Cópia salva: somente leitura até a conexão voltar.",
    newVersion: "Uma nova versão do Mitra está disponível.",
    reload: "Recarregar",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "O servidor enviou uma resposta que esta página não consegue ler.",
    refreshFailed: "Não foi possível atualizar: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
