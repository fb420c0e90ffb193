import type { NamespaceTranslation } from "../partial";

// Plurals: zero is filled with the plural form, as European Portuguese says "0 ficheiros"
// (Intl.PluralRules("pt") follows the Brazilian rule and would pick "one" for 0).
const compose = {
  prompt: "Em que estás a pensar?",
  promptReply: "Escreve a tua resposta",
  promptRepost: "Adiciona um comentário",
  textLabel: "Texto da publicação",
  editorLabel: "Editor de publicações",
  publish: "Publicar",
  update: "Atualizar",
  repost: "Partilhar",
  cancel: "Cancelar",
  sending: "A enviar…",
  published: "Publicado",
  updated: "Publicação atualizada",
  sourceNotAvailable: "O texto original não está disponível",

  addContentWarning: "Adicionar aviso de conteúdo",
  removeContentWarning: "Remover aviso de conteúdo",
  contentWarning: "Aviso de conteúdo",
  insertEmoji: "Inserir emoji",
  togglePreview: "Pré-visualizar",
  previewLabel: "Pré-visualização da publicação",
  previewLoading: "A carregar a pré-visualização…",
  backToEditing: "Voltar à edição",
  charactersLeft:
    "{{Restam|Resta|Restam|Restam|Restam|Restam}} {count} {{caracteres|carácter|caracteres|caracteres|caracteres|caracteres}}",

  changeVisibility: "Visibilidade: {name}",
  visibilityCanNotBeChanged: "Visibilidade: {name}. Não pode ser alterada.",
  visibility: {
    "public": "Pública",
    "private": "Seguidores",
    subscribers: "Subscritores",
    conversation: "Conversa",
    direct: "Direta",
  },
  visibilityDescription: {
    "public": "Visível para todos",
    "private": "Visível para os seguidores e os utilizadores mencionados",
    subscribers: "Visível para os subscritores e os utilizadores mencionados",
    conversation: "Visível para os participantes da conversa",
    direct: "Visível apenas para os utilizadores mencionados",
  },

  attach: "Anexar",
  attachFile: "Anexar ficheiros",
  upload: "Carregar ficheiros",
  fromUrl: "A partir de um URL",
  uploadFromUrl: "Carregar a partir de um URL",
  url: "URL",
  ok: "OK",
  dropHint: "Larga os ficheiros aqui para os anexar",
  uploading: "A carregar {name}",
  attachmentsLabel: "Anexos",
  attachmentLink: "Anexo {n}",
  removeAttachment: "Remover o anexo {n}",
  editDescription: "Editar a descrição do anexo {n}",
  descriptionLabel: "Descrição (texto alternativo) do anexo {n}",
  enterDescription: "Descreve-o para quem não o consegue ver",
  saveDescription: "Guardar descrição",
  descriptionSaved: "Descrição guardada",
  noDescription: "Sem descrição",
  missingDescriptions:
    "{count} {{anexos não têm|anexo não tem|anexos não têm|anexos não têm|anexos não têm|anexos não têm}} descrição. Quem usa leitores de ecrã não vai saber o que {{mostram|mostra|mostram|mostram|mostram|mostram}}. Publicar mesmo assim?",
  postAnyway: "Publicar mesmo assim",
  uploadFailed: "O carregamento falhou: {message}",
  unsupportedType: "Não é possível anexar este tipo de ficheiro: {type}",
  tooManyFiles: "Podes anexar no máximo {max} {{ficheiros|ficheiro|ficheiros|ficheiros|ficheiros|ficheiros}}",
  urlFetchFailed: "Não foi possível transferir o ficheiro a partir deste URL: {message}",

  addPoll: "Adicionar sondagem",
  removePoll: "Remover sondagem",
  pollEditor: "Sondagem",
  pollOption: "Opção {n}",
  pollDuration: "Duração da sondagem",
  pollDurationUnit: "Unidade da duração da sondagem",
  durationHours: "horas",
  durationDays: "dias",
  multipleChoices: "Escolha múltipla",

  suggestions: "Sugestões",

  emoji: {
    picker: "Seletor de emojis",
    search: "Pesquisar emojis",
    noEmojisFound: "Nenhum emoji encontrado",
    loading: "A carregar emojis…",
    quick: "Mais usados",
    custom: "Emojis personalizados",
    results: "Resultados da pesquisa",
  },
  uploads: {
    cancel: "Cancelar o envio",
  },
} satisfies NamespaceTranslation<"compose">;

export default compose;
