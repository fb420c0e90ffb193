import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Configurações",

  profileSection: "Perfil",
  editProfile: "Editar perfil",
  subscriptionsSection: "Assinaturas",
  manageSubscriptions: "Gerenciar assinaturas",

  appearanceSection: "Aparência",
  theme: {
    label: "Tema",
    system: "Igual ao dispositivo",
    light: "Claro",
    dark: "Escuro",
  },
  language: "Idioma",

  postsSection: "Posts",
  contentWarnings: "Ocultar posts sensíveis atrás de avisos de conteúdo",
  ctrlEnter: "Enviar posts com Ctrl+Enter",
  altTextReminder: "Lembrar de descrever as imagens antes de postar",
  defaultVisibility: "Visibilidade padrão dos posts",
  visibilityPublic: "Público",
  visibilityFollowers: "Seguidores",
  visibilitySubscribers: "Assinantes",

  authenticationSection: "Autenticação",
  authMethods: "Métodos de login desta conta",
  methodPassword: "Senha",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Alterar senha",
  newPassword: "Nova senha",
  confirmPassword: "Repita a nova senha",
  passwordMismatch: "As senhas não coincidem.",
  passwordChanged: "Senha alterada",

  exportSection: "Exportar",
  exportFollows: "Seguindo ({count})",
  exportFollowers: "Seguidores ({count})",
  download: "Baixar",
  downloadFollows: "Baixar contas seguidas em CSV",
  downloadFollowers: "Baixar seguidores em CSV",

  importSection: "Importar",
  importFollowsLink: "Importar contas seguidas",

  migrateSection: "Migrar conta",
  manageIdentities: "Gerenciar identidades",
  moveFollowersLink: "Mover seguidores",

  dangerSection: "Excluir conta",
  deleteAccount: "Excluir conta",
  deleteAccountConfirm:
    "Excluir sua conta? Seu perfil e seus posts serão removidos. Essa ação não pode ser desfeita.",
  accountDeleted: "Sua conta foi excluída.",

  experimentsSection: "Experimentos",
  experimentsSummary: "Recursos experimentais: podem mudar ou parar de funcionar",
  importFollowersLink: "Importar seguidores",
  conversationNewTab: "Abrir conversas em uma nova aba",


  aliases: {
    title: "Identidades",
    explanation:
      "Antes de mover seus seguidores de outra conta para esta, adicione aquela conta aqui como pseudônimo. A outra conta também precisa indicar esta como pseudônimo.",
    declared: "Pseudônimos declarados",
    verified: "Pseudônimos verificados",
    verifiedHint: "Estas contas também indicam esta conta como pseudônimo.",
    unknownAccount: "Perfil desconhecido",
    remove: "Remover o pseudônimo {name}",
    addTitle: "Adicionar pseudônimo",
    address: "Endereço no fediverso",
    addressPlaceholder: "usuario@example.social",
    add: "Adicionar",
    suggestions: "Vários perfis correspondem. Escolha um:",
    userNotFound: "usuário não encontrado",
    alreadyAdded: "o usuário já está na lista",
    added: "Pseudônimo adicionado",
    removed: "Pseudônimo removido",
    adding: "Adicionando o pseudônimo…",
    removing: "Removendo o pseudônimo…",
  },

  move: {
    title: "Mover seguidores",
    explanation:
      "Seus seguidores passarão a seguir a conta de destino. Antes disso, a conta de destino precisa indicar esta conta como pseudônimo.",
    target: "Endereço da conta de destino",
    targetPlaceholder: "usuario@example.social",
    move: "Mover",
    userNotFound: "usuário não encontrado",
    moved: "Seus seguidores estão sendo movidos para {address}.",
  },


  imports: {
    followersTitle: "Importar seguidores",
    followersIntro:
      "Mova os seguidores de um dos seus pseudônimos para esta conta. Exporte os seguidores de lá em CSV e cole aqui.",
    fromActorId: "ID do ator de origem",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Seguidores (CSV)",
    followsTitle: "Importar contas seguidas",
    followsIntro: "Siga todas as contas de uma lista CSV, com um endereço por linha. Isso é feito em segundo plano.",
    followsCsv: "Contas seguidas (CSV)",
    import: "Importar",
    followersImported: "Seguidores importados",
    followsImported: "As contas serão seguidas em breve.",
  },
  shortcuts: {
    enabled: "Atalhos de teclado (aperte ? para ver a lista)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
