import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "关联加密密钥",
  intro: "用你的 ed25519 密钥签署一条消息，以证明你拥有该密钥。之后该密钥会显示在你的个人资料中。",
  step1: "第 1 步：你的公钥",
  tool: "签名工具",
  createKey: "创建密钥并输出公钥：",
  publicKey: "公钥",
  publicKeyHint: "粘贴公钥文件的内容，或仅粘贴其第二行。",
  invalidKey: "这不是 minisign 或 signify 的 ed25519 公钥。",
  generate: "生成消息",
  didMismatch: "服务器返回的是另一个密钥的结果。未进行任何签名，请重试。",
  step2: "第 2 步：签署消息",
  message: "待签名消息",
  signCommand: "使用以下命令签名：",
  signature: "签名",
  signatureHint: "粘贴签名文件的内容，或仅粘贴其第二行。",
  invalidSignature: "这不是 minisign 或 signify 签名。",
  prehashed: "此签名是基于消息的哈希生成的。请使用上方的命令签名（minisign 需要加 -l 参数）。",
  mismatch: "签名与此密钥和消息不匹配。请确认你使用第 1 步中的密钥签署了上方的消息。",
  submit: "提交",
  startOver: "重新开始",
  linked: "密钥已关联",
  ethereumTitle: "关联 Ethereum 地址",
  ethereumIntro: "用你的 Ethereum 钱包签署一条消息，即可在个人资料中显示该钱包地址。",
  ethereumButton: "关联 Ethereum 地址",
  walletNotDetected: "未检测到 Ethereum 钱包",
  ethereumLinked: "Ethereum 地址已关联",
  renewVerification: "更新验证",
  claimCheck: {
    meaning: "你的钱包将请你签署这份声明：账户 {account} 与 Ethereum 地址 {address} 属于同一个人。只有两者都属于你时才签署。",
    openWallet: "打开钱包",
    unreadable: "服务器要求签署一份本应用无法读取的声明，因此没有签署任何内容。",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
