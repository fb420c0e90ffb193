import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Dirección de Monero",
  moneroAddressHint: "La dirección principal de tu billetera.",
  moneroMessage: "Mensaje para firmar",
  moneroMessageHint: "Firma este mensaje con tu billetera de Monero y pega la firma abajo.",
  moneroSignature: "Firma",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Este servidor te permite registrarte e iniciar sesión con una billetera de Ethereum en lugar de una contraseña. La dirección de tu billetera identifica tu cuenta; demuestras que es tuya firmando un mensaje corto.",
  ethereumHelp2: "Instala una billetera para navegador compatible con la interfaz de proveedor estándar (EIP-1193), como una extensión de navegador, y luego vuelve y elige Ethereum en el formulario de inicio de sesión.",
  ethereumHelp3: "Firmar el mensaje no cuesta nada ni envía ninguna transacción: solo demuestra que controlas la dirección.",
  backToSignIn: "Volver al inicio de sesión",
  ethereumLinks: {
    learnMore: "Más información",
    wallets: "Elige un monedero de Ethereum",
    metamask: "MetaMask, un monedero para el navegador",
    exchanges: "Casas de cambio que no piden documentos de identidad",
    privacy: "Privacy Guides: privacidad con criptomonedas",
  },
  ethereumNotOffered: "Este servidor no ofrece iniciar sesión con una billetera de Ethereum: la página de inicio de sesión muestra las formas que sí ofrece.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
