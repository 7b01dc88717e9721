// Sanitized HTML in a container marked as an island root (data-island-root, the loader's rule):
// the loader mounts no island on markers inside it, so classes in a message bring nothing to life.
// HTML that could not be sanitized (null) is shown as text.
export const SANITIZED_ROOT = "sanitized-html";

export function CleanHtml({ clean, html, className }: { clean: string | null; html: string; className?: string }) {
  if (clean === null) return <div className={className}>{html}</div>;
  return <div className={className} data-island-root={SANITIZED_ROOT} dangerouslySetInnerHTML={{ __html: clean }} />;
}
