/** What a suspended member sees where the composer would be (docs/product.md, Communities). */
export function SuspensionNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      data-testid="suspension"
      className="mb-4 rounded-lg border border-down p-3 text-sm text-down"
    >
      {message}
    </p>
  );
}
