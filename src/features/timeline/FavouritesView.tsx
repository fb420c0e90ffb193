import { useLL } from "../../state/i18n";
import { TitledTimeline } from "./TitledTimeline";
import "../../state/ns/favourites";

const FAVOURITES = { kind: "favourites" } as const;

export default function FavouritesView() {
  const LL = useLL();
  return <TitledTimeline title={LL.favourites.title()} feed={FAVOURITES} />;
}
