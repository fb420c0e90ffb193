import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Inicio muestra las publicaciones de las personas que sigues. Por ahora está vacío: sigue a algunas personas o empieza por las cronologías públicas.",
  local: "las publicaciones de todo el mundo en {instance}",
  federated: "publicaciones públicas de otros servidores que sigue la gente de aquí",
  suggestions: "Personas a las que seguir",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
