import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galeria de {name}",
  galleryBack: "Voltar ao perfil",
  viewPost: "Ver post",
  noMedia: "Nenhuma mídia encontrada",
  openImage: "Abrir imagem: {description}",
  image: "Imagem",
  sensitiveContent: "Conteúdo sensível: mostrar",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
