import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Vincular clave criptográfica",
  intro: "Demuestra que posees una clave ed25519 firmando un mensaje con ella. Después, la clave se mostrará en tu perfil.",
  step1: "Paso 1: tu clave pública",
  tool: "Herramienta de firma",
  createKey: "Crea una clave y muestra la clave pública:",
  publicKey: "Clave pública",
  publicKeyHint: "Pega el archivo de la clave pública o solo su segunda línea.",
  invalidKey: "Esta no es una clave pública ed25519 de minisign o signify.",
  generate: "Generar mensaje",
  didMismatch: "El servidor respondió para otra clave. No se firmó nada; inténtalo de nuevo.",
  step2: "Paso 2: firma el mensaje",
  message: "Mensaje para firmar",
  signCommand: "Fírmalo con:",
  signature: "Firma",
  signatureHint: "Pega el archivo de la firma o solo su segunda línea.",
  invalidSignature: "Esta no es una firma de minisign o signify.",
  prehashed: "Esta firma se hizo a partir de un hash del mensaje. Firma con el comando de arriba (minisign necesita -l).",
  mismatch: "La firma no coincide con esta clave y este mensaje. Comprueba que firmaste el mensaje de arriba con la clave del paso 1.",
  submit: "Enviar",
  startOver: "Empezar de nuevo",
  linked: "Clave vinculada",
  ethereumTitle: "Vincular dirección de Ethereum",
  ethereumIntro: "Firma un mensaje con tu billetera de Ethereum para mostrar su dirección en tu perfil.",
  ethereumButton: "Vincular dirección de Ethereum",
  walletNotDetected: "No se detectó ninguna billetera de Ethereum",
  ethereumLinked: "Dirección de Ethereum vinculada",
  renewVerification: "Renovar la verificación",
  claimCheck: {
    meaning: "Tu monedero te pedirá que firmes esta declaración: la cuenta {account} y la dirección de Ethereum {address} pertenecen a la misma persona. Fírmala solo si ambas son tuyas.",
    openWallet: "Abrir monedero",
    unreadable: "El servidor pidió firmar una declaración que esta aplicación no puede leer, así que no se firmó nada.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
