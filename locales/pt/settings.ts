import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Definições",

  profileSection: "Perfil",
  editProfile: "Editar perfil",
  subscriptionsSection: "Subscrições",
  manageSubscriptions: "Gerir subscrições",

  appearanceSection: "Aspeto",
  theme: {
    label: "Tema",
    system: "Igual ao dispositivo",
    light: "Claro",
    dark: "Escuro",
  },
  language: "Idioma",

  postsSection: "Publicações",
  contentWarnings: "Ocultar publicações sensíveis atrás de avisos de conteúdo",
  ctrlEnter: "Enviar publicações com Ctrl+Enter",
  altTextReminder: "Lembrar-me de descrever as imagens antes de publicar",
  defaultVisibility: "Visibilidade predefinida das publicações",
  visibilityPublic: "Pública",
  visibilityFollowers: "Seguidores",
  visibilitySubscribers: "Subscritores",

  authenticationSection: "Autenticação",
  authMethods: "Métodos de início de sessão desta conta",
  methodPassword: "Palavra-passe",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Alterar palavra-passe",
  newPassword: "Nova palavra-passe",
  confirmPassword: "Repete a nova palavra-passe",
  passwordMismatch: "As palavras-passe não coincidem.",
  passwordChanged: "Palavra-passe alterada",

  exportSection: "Exportar",
  exportFollows: "Contas seguidas ({count})",
  exportFollowers: "Seguidores ({count})",
  download: "Transferir",
  downloadFollows: "Transferir as contas seguidas em CSV",
  downloadFollowers: "Transferir os seguidores em CSV",

  importSection: "Importar",
  importFollowsLink: "Importar contas seguidas",

  migrateSection: "Migrar conta",
  manageIdentities: "Gerir identidades",
  moveFollowersLink: "Mover seguidores",

  dangerSection: "Eliminar conta",
  deleteAccount: "Eliminar conta",
  deleteAccountConfirm:
    "Eliminar a tua conta? O teu perfil e as tuas publicações serão removidos. Esta ação não pode ser anulada.",
  accountDeleted: "A tua conta foi eliminada.",

  experimentsSection: "Experiências",
  experimentsSummary: "Funcionalidades experimentais: podem mudar ou deixar de funcionar",
  importFollowersLink: "Importar seguidores",
  conversationNewTab: "Abrir as conversas num novo separador",


  aliases: {
    title: "Identidades",
    explanation:
      "Antes de poderes mover os teus seguidores de outra conta para esta, adiciona aqui essa conta como pseudónimo. A outra conta também tem de indicar esta como pseudónimo.",
    declared: "Pseudónimos declarados",
    verified: "Pseudónimos verificados",
    verifiedHint: "Estas contas também indicam esta conta como pseudónimo.",
    unknownAccount: "Perfil desconhecido",
    remove: "Remover o pseudónimo {name}",
    addTitle: "Adicionar pseudónimo",
    address: "Endereço no fediverso",
    addressPlaceholder: "utilizador@example.social",
    add: "Adicionar",
    suggestions: "Há vários perfis correspondentes. Escolhe um:",
    userNotFound: "utilizador não encontrado",
    alreadyAdded: "o utilizador já está na lista",
    added: "Pseudónimo adicionado",
    removed: "Pseudónimo removido",
    adding: "A adicionar o pseudónimo…",
    removing: "A remover o pseudónimo…",
  },

  move: {
    title: "Mover seguidores",
    explanation:
      "Os teus seguidores vão passar a seguir a conta de destino. Primeiro, a conta de destino tem de indicar esta conta como pseudónimo.",
    target: "Endereço da conta de destino",
    targetPlaceholder: "utilizador@example.social",
    move: "Mover",
    userNotFound: "utilizador não encontrado",
    moved: "Os teus seguidores estão a ser movidos para {address}.",
  },


  imports: {
    followersTitle: "Importar seguidores",
    followersIntro:
      "Move os seguidores de um dos teus pseudónimos para esta conta. Exporta lá os seguidores em CSV e cola-os aqui.",
    fromActorId: "ID do ator de origem",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Seguidores (CSV)",
    followsTitle: "Importar contas seguidas",
    followsIntro: "Segue todas as contas de uma lista CSV, com um endereço por linha. O processo decorre em segundo plano.",
    followsCsv: "Contas seguidas (CSV)",
    import: "Importar",
    followersImported: "Seguidores importados",
    followsImported: "As contas vão ser seguidas em breve.",
  },
  shortcuts: {
    enabled: "Atalhos de teclado (prima ? para os ver)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
