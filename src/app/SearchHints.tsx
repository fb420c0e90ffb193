import "./search-hints.css";

const PREFIXES = ["@", "#", ">"] as const;
export type Prefix = (typeof PREFIXES)[number];

/**
 * The search box's hints: a click on one starts the query with its prefix (@ people, # hashtags, > text). The words
 * come from the box (the frame's namespace), so this chunk carries none.
 */
export default function SearchHints({ label, names, onPick }: { label: string; names: Record<Prefix, string>; onPick: (prefix: Prefix) => void }) {
  return (
    <div className="search-hints" role="group" aria-label={label}>
      {PREFIXES.map((prefix) => (
        // Pressing a hint keeps focus in the box, so the hints stay open until the click lands.
        <button key={prefix} type="button" className="search-hint" onMouseDown={(e) => e.preventDefault()} onClick={() => onPick(prefix)}>
          <kbd>{prefix}</kbd> {names[prefix]}
        </button>
      ))}
    </div>
  );
}
