import { atom } from "jotai";
import { atomFamily } from "jotai-family";
import { getList } from "../../api/endpoints/lists";
import { isNotFound } from "../../state/errors";
import { apiAtom } from "../../state/session";

/** Custom feed titles by id: undefined until loaded, null when the feed does not exist. */
export const listTitleFamily = atomFamily((_id: string) => atom<string | null | undefined>(undefined));

export const loadListTitleAtom = atom(null, async (get, set, id: string) => {
  try {
    set(listTitleFamily(id), (await getList(get(apiAtom), id)).title);
  } catch (error) {
    if (isNotFound(error)) set(listTitleFamily(id), null);
    else console.error(error);
  }
});
