/** A rules text split on newlines, one paragraph per non-empty line, rendered as text (never HTML). */
export function RulesText({ text }: { readonly text: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <div className="rules-text">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
