import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "A carregar…",
  cancel: "Cancelar",
  ok: "OK",
  save: "Guardar",
  saving: "A guardar…",
  close: "Fechar",
  retry: "Tentar novamente",
  remove: "Remover",
  showMore: "Mostrar mais",
  confirm: "Confirmar",
  back: "Voltar",
  defaultAvatar: "Avatar predefinido",
  avatarOf: "Avatar de {name}",
  language: "Idioma",
  themeToLight: "Mudar para o tema claro",
  themeToDark: "Mudar para o tema escuro",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "O servidor enviou uma resposta que esta página não consegue ler.",
    refreshFailed: "Não foi possível atualizar: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
