import { sendOne, type Api } from "../client";
import type { Instance } from "../types";

export async function getInstance(api: Api): Promise<Instance> {
  // The readers load beside the request rather than in the first bundle (the landing page's size budget).
  const { readInstance } = await import("../normalize/instance");
  return sendOne(api, api.client.GET("/api/v1/instance"), readInstance);
}
