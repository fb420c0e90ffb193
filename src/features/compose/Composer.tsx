import type { ComposerProps } from "../../entities/composer/ComposerSlot";

// Frame only: the post editor is built by its feature issue.
export default function Composer(_props: ComposerProps) {
  return null;
}
