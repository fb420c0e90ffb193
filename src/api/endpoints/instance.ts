import { sendOne, type Api } from "../client";
import type { Instance } from "../types";
import { readInstance } from "../normalize/instance";

export async function getInstance(api: Api): Promise<Instance> {
  return sendOne(api, api.client.GET("/api/v1/instance"), readInstance);
}
