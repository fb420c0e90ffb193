import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "¿Qué estás pensando?",
  home: "Inicio",
  local: "Local",
  federated: "Federado",
  tagTitle: "#{tag}",
  bookmarks: "Marcadores",
  customFeed: "Feed personalizado",
  noPosts: "No se encontraron publicaciones",
  nextPage: "Mostrar más publicaciones",
  loadFailed: "No se pudieron cargar las publicaciones: {message}",
  welcome: "¡Te damos la bienvenida a {instance}!",
  readOnly: "Tu cuenta es de solo lectura: puedes leer publicaciones, darles Me gusta y guardarlas en marcadores, pero no publicar.",
  browseDirectory: "Explorar el directorio de perfiles",
  feedNotFound: "No se encontró el feed",
  live: {
    newPosts: "{count} {{publicación nueva|publicaciones nuevas}}",
    repostedBy: "Republicado por",
    alsoRepostedBy: "También republicado por",
  },
  firstRun: {
    intro: "Inicio muestra las publicaciones de las personas que sigues. Por ahora está vacío: sigue a algunas personas o empieza por las cronologías públicas.",
    local: "las publicaciones de todo el mundo en {instance}",
    federated: "publicaciones públicas de otros servidores que sigue la gente de aquí",
    suggestions: "Personas a las que seguir",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
