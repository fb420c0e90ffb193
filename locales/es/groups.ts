import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Grupos",
  following: "Grupos que sigues",
  moderating: "Grupos que administras",
  none: "Todavía no hay grupos",
  create: "Crear un grupo",
  name: "Nombre",
  nameHint: "Solo letras, números, _ y -. Será la dirección del grupo.",
  description: "Descripción",
  created: "Grupo creado",
  edit: "Editar",
  save: "Guardar",
  saved: "Grupo guardado",
  remove: "Eliminar grupo",
  confirmRemove: "¿Eliminar el grupo {name}?",
  removed: "Grupo eliminado",
  members: "Miembros",
  admin: "Admin",
  posts: "Publicaciones",
  notFound: "Grupo no encontrado",
  follow: "Seguir al grupo",
  unfollow: "Dejar de seguir al grupo",
  cancelRequest: "Cancelar la solicitud de seguimiento",
  followed: "Sigues a este grupo",
  requested: "Solicitud de seguimiento enviada",
  unfollowed: "Ya no sigues a este grupo",
} satisfies NamespaceTranslation<"groups">;

export default groups;
