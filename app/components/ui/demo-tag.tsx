/** The label every simulated figure and fictional demo entry carries (text from the caller's catalog). */
export function DemoTag({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      {children}
    </span>
  );
}
