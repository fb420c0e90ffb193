import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Grupos",
  following: "Grupos que segue",
  moderating: "Grupos que gere",
  none: "Ainda não há grupos",
  create: "Criar um grupo",
  name: "Nome",
  nameHint: "Apenas letras, algarismos, _ e -. Passa a ser o endereço do grupo.",
  description: "Descrição",
  created: "Grupo criado",
  edit: "Editar",
  save: "Guardar",
  saved: "Grupo guardado",
  remove: "Eliminar grupo",
  confirmRemove: "Eliminar o grupo {name}?",
  removed: "Grupo eliminado",
  members: "Membros",
  admin: "Admin",
  posts: "Publicações",
  notFound: "Grupo não encontrado",
  follow: "Seguir o grupo",
  unfollow: "Deixar de seguir o grupo",
  cancelRequest: "Cancelar o pedido para seguir",
  followed: "Segue este grupo",
  requested: "Pedido para seguir enviado",
  unfollowed: "Já não segue este grupo",
} satisfies NamespaceTranslation<"groups">;

export default groups;
