import Link from 'next/link';

/** The first cell of a clickable list row: the record's id as a real link (new tab, copy), not only a row click. */
export function IdLinkCell({ id, href }: { id: number; href: string }) {
  return (
    <td className="px-5 py-3">
      <Link
        href={href}
        className="font-mono text-xs text-brand-700 underline"
        onClick={(event) => event.stopPropagation()}
      >
        #{id}
      </Link>
    </td>
  );
}
