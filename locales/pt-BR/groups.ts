import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Grupos",
  following: "Grupos que você segue",
  moderating: "Grupos que você administra",
  none: "Nenhum grupo ainda",
  create: "Criar um grupo",
  name: "Nome",
  nameHint: "Só letras, números, _ e -. Vira o endereço do grupo.",
  description: "Descrição",
  created: "Grupo criado",
  edit: "Editar",
  save: "Salvar",
  saved: "Grupo salvo",
  remove: "Excluir grupo",
  confirmRemove: "Excluir o grupo {name}?",
  removed: "Grupo excluído",
  members: "Membros",
  admin: "Admin",
  posts: "Posts",
  notFound: "Grupo não encontrado",
  follow: "Seguir o grupo",
  unfollow: "Deixar de seguir o grupo",
  cancelRequest: "Cancelar a solicitação para seguir",
  followed: "Você segue este grupo",
  requested: "Solicitação para seguir enviada",
  unfollowed: "Você não segue mais este grupo",
} satisfies NamespaceTranslation<"groups">;

export default groups;
