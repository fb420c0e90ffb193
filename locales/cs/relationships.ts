import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Žádosti o sledování",
  noFollowRequests: "Žádné žádosti o sledování.",
  showMoreRequests: "Zobrazit další žádosti",
  accept: "Přijmout",
  reject: "Odmítnout",
  acceptLabel: "Přijmout žádost o sledování od uživatele {name}",
  rejectLabel: "Odmítnout žádost o sledování od uživatele {name}",
  accepted: "Žádost o sledování od uživatele {name} byla přijata.",
  rejected: "Žádost o sledování od uživatele {name} byla odmítnuta.",
  mutesTitle: "Ztlumení uživatelé",
  noMutes: "Nikoho jste neztlumili.",
  showMoreUsers: "Zobrazit další uživatele",
  directoryTitle: "Adresář profilů",
  noProfiles: "Nebyly nalezeny žádné profily.",
  showMoreProfiles: "Zobrazit další profily",
  postCount: "{count} {{|příspěvek|příspěvky|příspěvky|příspěvku|příspěvků}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
