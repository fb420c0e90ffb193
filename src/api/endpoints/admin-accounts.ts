// The admin account list (its own module: only that screen reads it).
import { sendList, type Api } from "../client";
import { loadExtraReaders } from "../normalize/extra-readers";
import type { components } from "../schema.gen";

export type AdminAccount = components["schemas"]["AdminAccount"];

export async function getAdminAccounts(api: Api): Promise<AdminAccount[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v2/admin/accounts"), extraReaders.adminAccount);
}
