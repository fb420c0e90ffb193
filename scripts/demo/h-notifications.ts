// Notifications and read markers.
import { badRequest, pageByCursor, type Ctx, type Reply } from "./http";
import { isMuting } from "./model";
import { notification } from "./render";
import { route, type Route } from "./router";
import type { Marker } from "./state";
import { iso, UUID_RE } from "./util";

function notifications(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const minId = ctx.query.get("min_id");
  if (minId !== undefined && !/^\d+$/.test(minId)) throw badRequest("Query deserialize error: invalid min_id");
  const maxId = ctx.query.get("max_id");
  if (maxId !== undefined && !/^\d+$/.test(maxId)) throw badRequest("Query deserialize error: invalid max_id");
  const list = ctx.state.notifications
    .filter((n) => n.recipientId === me && !ctx.state.profiles.get(n.senderId)?.deleted && !isMuting(ctx.state, me, n.senderId))
    .sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, list, (n) => n.id, { defaultLimit: 20 });
  return { ...page, body: page.items.map((n) => notification(ctx, n)) };
}

function markerJson(marker: Marker) {
  return { last_read_id: marker.lastReadId, version: 0, updated_at: iso(marker.updatedAt) };
}

function markersBody(ctx: Ctx, timelines: string[]) {
  const markers = ctx.state.markers.get(ctx.profile!.id) ?? {};
  const body: Record<string, unknown> = {};
  for (const name of ["home", "notifications"] as const) {
    const marker = markers[name];
    if (marker && (timelines.length === 0 || timelines.includes(name))) body[name] = markerJson(marker);
  }
  return body;
}

function getMarkers(ctx: Ctx): Reply {
  return { status: 200, body: markersBody(ctx, ctx.query.all("timeline")) };
}

function lastReadId(ctx: Ctx, name: "home" | "notifications"): string | undefined {
  const flat = ctx.body?.[`${name}[last_read_id]`];
  const nested = (ctx.body?.[name] as { last_read_id?: unknown } | undefined)?.last_read_id;
  const value = flat ?? nested;
  if (value === undefined || value === null) return undefined;
  return String(value);
}

function saveMarkers(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const markers = ctx.state.markers.get(me) ?? {};
  const notificationsId = lastReadId(ctx, "notifications");
  const homeId = lastReadId(ctx, "home");
  if (notificationsId === undefined && homeId === undefined) throw badRequest("at least one marker is required");
  if (notificationsId !== undefined && !/^\d+$/.test(notificationsId)) throw badRequest("invalid item ID");
  if (homeId !== undefined && !UUID_RE.test(homeId)) throw badRequest("invalid item ID");
  const now = Date.now();
  if (notificationsId !== undefined) markers.notifications = { lastReadId: notificationsId, updatedAt: now };
  if (homeId !== undefined) markers.home = { lastReadId: homeId, updatedAt: now };
  ctx.state.markers.set(me, markers);
  const touched = [notificationsId !== undefined ? "notifications" : "", homeId !== undefined ? "home" : ""].filter(Boolean);
  return { status: 200, body: markersBody(ctx, touched) };
}

export const notificationRoutes: Route[] = [
  route("GET /api/v1/notifications", "required", notifications),
  route("GET /api/v1/markers", "required", getMarkers),
  route("POST /api/v1/markers", "required", saveMarkers),
];
