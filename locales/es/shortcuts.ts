import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Atajos de teclado",
  then: "luego",
  next: "Publicación siguiente",
  previous: "Publicación anterior",
  open: "Abrir la publicación",
  reply: "Responder",
  like: "Me gusta",
  repost: "Republicar",
  menu: "Más acciones",
  compose: "Nueva publicación",
  search: "Buscar",
  home: "Ir a Inicio",
  notifications: "Ir a Notificaciones",
  help: "Mostrar esta lista",
  turnOff: "Puedes desactivar los atajos de teclado en Ajustes.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
