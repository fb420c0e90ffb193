import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galeria de {name}",
  galleryBack: "Voltar ao perfil",
  viewPost: "Ver publicação",
  noMedia: "Nenhum conteúdo multimédia encontrado",
  openImage: "Abrir imagem: {description}",
  image: "Imagem",
  sensitiveContent: "Conteúdo sensível: mostrar",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
