// SHA-256 alone, for the one place WebCrypto may be missing (pkce.ts): a dynamic import of the library's module
// would bring every SHA-2 variant along.
export { sha256 } from "@noble/hashes/sha2.js";
