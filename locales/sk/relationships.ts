import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Žiadosti o sledovanie",
  noFollowRequests: "Žiadne žiadosti o sledovanie.",
  showMoreRequests: "Zobraziť ďalšie žiadosti",
  accept: "Prijať",
  reject: "Odmietnuť",
  acceptLabel: "Prijať žiadosť o sledovanie od používateľa {name}",
  rejectLabel: "Odmietnuť žiadosť o sledovanie od používateľa {name}",
  accepted: "Žiadosť o sledovanie od používateľa {name} bola prijatá.",
  rejected: "Žiadosť o sledovanie od používateľa {name} bola odmietnutá.",
  mutesTitle: "Stlmení používatelia",
  noMutes: "Nikoho ste nestlmili.",
  showMoreUsers: "Zobraziť ďalších používateľov",
  directoryTitle: "Adresár profilov",
  noProfiles: "Nenašli sa žiadne profily.",
  showMoreProfiles: "Zobraziť ďalšie profily",
  postCount: "{count} {{|príspevok|príspevky|príspevky|príspevku|príspevkov}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
