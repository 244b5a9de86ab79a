/** Shows which build of a remote is live when it was built with a label (BUILD_LABEL), e.g. a canary. */
export function BuildBadge({ name, label }: { name: string; label: string }) {
  if (!label) return null;
  return (
    <div
      data-testid={`build-badge-${name}`}
      style={{ textAlign: 'center', fontSize: 12, color: 'var(--rv-gray-6)', padding: '8px 0 72px' }}
    >
      {name} · {label}
    </div>
  );
}
