import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Obvestila",
  followed: "vam zdaj sledi",
  followRequest: "vam je poslal(a) prošnjo za sledenje",
  mentioned: "vas je omenil(a)",
  replied: "je odgovoril(a) na vašo objavo",
  liked: "je všečkal(a) vašo objavo",
  reacted: "se je odzval(a) na vašo objavo",
  reactedWith: "se je odzval(a) z {emoji}",
  reposted: "je delil(a) vašo objavo",
  subscribed: "je plačal(a) naročnino",
  subscriptionExpired: "naročnina je potekla",
  subscriberLeft: "ni več naročnik",
  moved: "se je preselil(a) na novo instanco",
  signedUp: "se je registriral(a)",
  moderationWarning: "vam je poslal(a) opozorilo moderatorjev",
  paymentAnonymous: "je prejel(a) anonimno plačilo",
  unknown: "vam je poslal(a) obvestilo",
  viewFollowRequests: "Prikaži prošnje za sledenje",
  dismiss: "Opusti obvestilo",
  dismissed: "Obvestilo je opuščeno.",
  showMore: "Pokaži več obvestil",
  loadingMore: "Nalaganje …",
  empty: "Še ni obvestil.",
  newSince: "Novo",
  tools: {
    markRead: "Označi vse kot prebrano",
    marked: "Vsa obvestila so označena kot prebrana",
    clear: "Počisti vse",
    confirmClear: "Želite izbrisati vsa obvestila? Tega ni mogoče razveljaviti.",
    cleared: "Obvestila so počiščena",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
