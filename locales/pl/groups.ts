import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Grupy",
  following: "Grupy, które obserwujesz",
  moderating: "Grupy, którymi zarządzasz",
  none: "Nie ma jeszcze grup",
  create: "Utwórz grupę",
  name: "Nazwa",
  nameHint: "Tylko litery, cyfry, _ i -. Stanie się adresem grupy.",
  description: "Opis",
  created: "Grupa utworzona",
  edit: "Edytuj",
  save: "Zapisz",
  saved: "Grupa zapisana",
  remove: "Usuń grupę",
  confirmRemove: "Usunąć grupę {name}?",
  removed: "Grupa usunięta",
  members: "Członkowie",
  admin: "Administrator",
  posts: "Wpisy",
  notFound: "Nie znaleziono grupy",
  follow: "Obserwuj grupę",
  unfollow: "Przestań obserwować grupę",
  cancelRequest: "Anuluj prośbę o obserwowanie",
  followed: "Obserwujesz tę grupę",
  requested: "Wysłano prośbę o obserwowanie",
  unfollowed: "Nie obserwujesz już tej grupy",
} satisfies NamespaceTranslation<"groups">;

export default groups;
