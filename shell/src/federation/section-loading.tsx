interface Props {
  label: string;
}

export function SectionLoading({ label }: Props) {
  return (
    <p role="status" aria-live="polite">
      Loading {label}…
    </p>
  );
}
