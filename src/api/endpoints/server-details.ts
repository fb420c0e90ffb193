// The v2 instance answer and the domains the server blocks: the about page's details only.
import { send, sendOne, type Api } from "../client";
import { loadExtraReaders } from "../normalize/extra-readers";
import type { components } from "../schema.gen";

export type InstanceV2 = components["schemas"]["InstanceV2"];
export type DomainBlock = components["schemas"]["DomainBlock"];

export async function getInstanceV2(api: Api): Promise<InstanceV2> {
  const { readInstanceV2 } = await loadExtraReaders();
  return sendOne(api, api.client.GET("/api/v2/instance"), readInstanceV2);
}

export async function getDomainBlocks(api: Api): Promise<DomainBlock[]> {
  return (await send(api, api.client.GET("/api/v1/instance/domain_blocks"))).data;
}
