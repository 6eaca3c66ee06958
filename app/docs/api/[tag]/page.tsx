import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OperationSection } from '@/components/api-reference/operation-section';
import { ReferenceFrame } from '@/components/api-reference/reference-frame';
import { referenceDocument } from '@/components/api-reference/reference-document';

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag: slug } = await params;
  const tag = referenceDocument().tags.find((candidate) => candidate.slug === slug);
  return { title: tag ? `${tag.tag} · API reference` : 'API reference' };
}

/** One area of the API reference (app/docs/page.tsx): each of its operations in full. */
export default async function ApiReferenceTagPage({ params }: Props) {
  const { tag: slug } = await params;
  const tags = referenceDocument().tags;
  const tag = tags.find((candidate) => candidate.slug === slug);
  if (!tag) notFound();
  return (
    <ReferenceFrame tags={tags}>
      <h1 className="text-2xl font-semibold text-slate-900">{tag.tag}</h1>
      {tag.operations.map((operation) => (
        <OperationSection key={operation.anchor} operation={operation} />
      ))}
    </ReferenceFrame>
  );
}
