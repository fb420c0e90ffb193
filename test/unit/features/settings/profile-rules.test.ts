import { test } from "node:test";
import assert from "node:assert/strict";
import {
  buildProfileUpdate,
  canAddField,
  DEFAULT_MAX_FIELDS,
  displayNameTooLong,
  duplicateLabels,
  initialProfileForm,
  maxFields,
  parseDataUrl,
  supportedImageTypes,
  type ProfileForm,
} from "../../../../src/features/settings/profile-rules";

const form = (patch: Partial<ProfileForm> = {}): ProfileForm => ({
  displayName: "Alice",
  note: "bio",
  bot: false,
  locked: false,
  mentionPolicy: "none",
  fields: [],
  avatar: undefined,
  header: undefined,
  ...patch,
});

test("the display name may have 75 characters, not 76 (surrounding space does not count)", () => {
  assert.equal(displayNameTooLong("a".repeat(75)), false);
  assert.equal(displayNameTooLong(`  ${"a".repeat(75)}  `), false);
  assert.equal(displayNameTooLong("a".repeat(76)), true);
  assert.equal(displayNameTooLong(""), false);
});

test("a label equal to an earlier non-empty label is a duplicate; the first one is not", () => {
  const fields = [
    { name: "Website", value: "a" },
    { name: "Pronouns", value: "b" },
    { name: " Website ", value: "c" },
    { name: "", value: "d" },
    { name: "", value: "e" },
    { name: "website", value: "f" },
    { name: "Pronouns", value: "g" },
  ];
  assert.deepEqual([...duplicateLabels(fields)].sort(), [2, 6]);
  assert.equal(duplicateLabels([]).size, 0);
});

test("fields can be added only below the instance's maximum, 10 when it does not say", () => {
  assert.equal(DEFAULT_MAX_FIELDS, 10);
  assert.equal(maxFields(null), 10);
  assert.equal(maxFields({ configuration: { statuses: { max_characters: 1, max_media_attachments: 1 }, media_attachments: { supported_mime_types: [] } } }), 10);
  assert.equal(
    maxFields({ configuration: { accounts: { max_profile_fields: 4 }, statuses: { max_characters: 1, max_media_attachments: 1 }, media_attachments: { supported_mime_types: [] } } }),
    4,
  );
  const nine = Array.from({ length: 9 }, () => ({ name: "", value: "" }));
  assert.equal(canAddField(nine, 10), true);
  assert.equal(canAddField([...nine, { name: "", value: "" }], 10), false);
  assert.equal(canAddField([], 0), false);
});

test("only the instance's image types are accepted for avatar and banner", () => {
  const instance = {
    configuration: {
      statuses: { max_characters: 1, max_media_attachments: 1 },
      media_attachments: { supported_mime_types: ["image/png", "video/mp4", "image/webp", "audio/ogg"] },
    },
  };
  assert.deepEqual(supportedImageTypes(instance), ["image/png", "image/webp"]);
  assert.deepEqual(supportedImageTypes(null), []);
});

test("data URLs split into media type and bare base64; anything else is refused", () => {
  assert.deepEqual(parseDataUrl("data:image/png;base64,iVBORw0KGgo="), { mediaType: "image/png", base64: "iVBORw0KGgo=" });
  assert.deepEqual(parseDataUrl(" data:image/svg+xml;base64,PHN2Zz4= "), { mediaType: "image/svg+xml", base64: "PHN2Zz4=" });
  assert.equal(parseDataUrl("data:image/png,plain"), null);
  assert.equal(parseDataUrl("https://example.com/a.png"), null);
});

test("the update trims inputs, drops empty field rows and sends images only when changed", () => {
  const update = buildProfileUpdate(
    form({
      displayName: "  Alice M.  ",
      note: "  Hello  ",
      bot: true,
      locked: true,
      mentionPolicy: "only_contacts",
      fields: [
        { name: " Site ", value: " https://a.example " },
        { name: "  ", value: "   " },
        { name: "", value: "orphan value" },
      ],
    }),
  );
  assert.deepEqual(update, {
    display_name: "Alice M.",
    note: "Hello",
    bot: true,
    locked: true,
    mention_policy: "only_contacts",
    fields_attributes: [
      { name: "Site", value: "https://a.example" },
      { name: "", value: "orphan value" },
    ],
  });
  assert.equal("avatar" in update, false);
  assert.equal("header" in update, false);

  const withImages = buildProfileUpdate(
    form({ avatar: { base64: "AAAA", mediaType: "image/webp", dataUrl: "data:image/webp;base64,AAAA" }, header: null }),
  );
  assert.equal(withImages.avatar, "AAAA");
  assert.equal(withImages.avatar_media_type, "image/webp");
  assert.equal(withImages.header, "");
});

test("the form starts from the user's source note and source fields", () => {
  const initial = initialProfileForm({
    display_name: "Alice",
    note: "<p>html</p>",
    source: { note: "markdown **bio**", fields: [{ name: "A", value: "raw" }], privacy: "public" },
    fields: [{ name: "A", value: "<a>html</a>" }],
    bot: true,
    locked: false,
    mention_policy: "only_known",
  } as never);
  assert.equal(initial.note, "markdown **bio**");
  assert.deepEqual(initial.fields, [{ name: "A", value: "raw" }]);
  assert.equal(initial.mentionPolicy, "only_known");
  assert.equal(initial.bot, true);
});
