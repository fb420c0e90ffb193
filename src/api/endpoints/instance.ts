import { send, type Api } from "../client";
import type { Instance } from "../types";

export async function getInstance(api: Api): Promise<Instance> {
  return (await send(api, api.client.GET("/api/v1/instance"))).data;
}
