import { sendOne, type Api } from "../client";
import { readInstance } from "../normalize/instance";
import type { Instance } from "../types";

export async function getInstance(api: Api): Promise<Instance> {
  return sendOne(api, api.client.GET("/api/v1/instance"), readInstance);
}
